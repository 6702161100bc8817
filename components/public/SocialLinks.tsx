import type { SocialLinkItem } from "@/lib/site/queries";
import { cn } from "@/components/ui/cn";
import { SOCIAL_NETWORK_LABELS } from "@/lib/site/schema";
import { Icon } from "./icons";

/** The office's social networks as icon links, each named for screen readers. */
export function SocialLinks({
  redes,
  className,
  linkClassName,
  iconClassName = "size-5",
}: {
  redes: SocialLinkItem[];
  className?: string;
  linkClassName?: string;
  iconClassName?: string;
}) {
  if (redes.length === 0) return null;
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {redes.map((red) => (
        <li key={red.tipo}>
          <a
            href={red.url}
            rel="noopener noreferrer me"
            aria-label={SOCIAL_NETWORK_LABELS[red.tipo]}
            className={cn(
              "inline-flex size-9 items-center justify-center rounded-md",
              linkClassName,
            )}
          >
            <Icon name={red.tipo} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
