import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const variants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-primary-soft text-primary hover:bg-primary-soft-hover",
        outline: "border border-primary bg-white text-primary hover:bg-primary-soft",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-danger text-white hover:bg-danger-hover",
        link: "text-primary underline underline-offset-4 hover:no-underline",
      },
      // At least 44 px to the touch on phones (WCAG 2.5.5); denser from `sm` on.
      size: {
        sm: "min-h-11 min-w-11 px-3 text-sm sm:min-h-9 sm:min-w-0",
        md: "min-h-11 px-4 text-sm sm:min-h-10",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11 sm:size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariantProps = VariantProps<typeof variants>;

/** Button classes; `className` overrides conflicting utilities (also for links styled as buttons). */
export function buttonVariants({
  className,
  ...props
}: ButtonVariantProps & { className?: string } = {}) {
  return cn(variants(props), className);
}

export type ButtonProps = ComponentProps<"button"> & ButtonVariantProps;

/** A button; style a link as a button with `buttonVariants()` instead. */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
