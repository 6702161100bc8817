import "server-only";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

// OFFICE_NETWORKS: the office's own networks, where staff register walk-in citizens one after
// another. They are exempt from per-address limits (the per-account ones still hold).

let offices: BlockList | undefined;

function officeNetworks(): BlockList {
  if (!offices) {
    offices = new BlockList();
    for (const { address, prefix, family } of env().OFFICE_NETWORKS) {
      offices.addSubnet(address, prefix, family);
    }
  }
  return offices;
}

/** Whether a client address (lib/security/client-address.ts) lies in one of OFFICE_NETWORKS. */
export function isOfficeAddress(ip: string | null | undefined): boolean {
  const version = ip ? isIP(ip) : 0;
  if (!ip || !version) return false;
  return officeNetworks().check(ip, version === 4 ? "ipv4" : "ipv6");
}
