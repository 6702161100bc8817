// The JSON lines the application logs (lib/log.ts), captured instead of written to stdout.
import { Writable } from "node:stream";
import { logTo } from "@/lib/log";

export function captureLog(level = "info"): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  logTo(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    }),
    level,
  );
  return lines;
}
