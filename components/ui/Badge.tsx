import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

// `badge` is defined in app/globals.css.
const variants = cva("badge", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-primary-soft text-primary",
      success: "border-success/30 bg-success-soft text-success",
      warning: "border-warning/30 bg-warning-soft text-warning",
      destructive: "border-danger/30 bg-danger-soft text-danger",
      outline: "border-border text-foreground",
    },
  },
  defaultVariants: { variant: "default" },
});

type BadgeVariantProps = VariantProps<typeof variants>;

/** Badge classes; `className` overrides conflicting utilities. */
export function badgeVariants({
  className,
  ...props
}: BadgeVariantProps & { className?: string } = {}) {
  return cn(variants(props), className);
}

export type BadgeProps = ComponentProps<"span"> & BadgeVariantProps;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={badgeVariants({ variant, className })} {...props} />;
}
