import { Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/Card";

/** The centred card of the open admin screens (login, reset request, reset), with the logo. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-center py-6 sm:py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-primary text-white">
              <Landmark aria-hidden className="size-8" />
            </span>
            <h1 className="text-2xl font-bold">{title}</h1>
            {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
          </div>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
