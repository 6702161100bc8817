import { ContentImage } from "@/components/public/ContentImage";
import { truncateFraction } from "@/lib/format/display";
import type { FeaturedValue } from "@/lib/values/queries";

export function ValueCard({ value }: { value: FeaturedValue }) {
  return (
    <article className="flex flex-col gap-5 rounded-lg border border-border bg-white p-5 shadow-sm sm:flex-row sm:items-start">
      {value.imagen && (
        <ContentImage
          src={value.imagen}
          alt=""
          width={160}
          height={160}
          sizes="10rem"
          className="size-28 shrink-0 rounded-lg sm:size-32"
        />
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-primary">{value.titulo}</h3>
        {value.descripcion && <p className="text-sm text-foreground/90">{truncateFraction(value.descripcion, 0.65)}</p>}
      </div>
    </article>
  );
}
