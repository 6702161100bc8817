"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/Card";
import { acceptFor } from "@/components/ui/file-rules";
import { Input } from "@/components/ui/Input";
import { Label } from "@/components/ui/Label";
import { CARD_TITLE } from "@/components/admin/landing/styles";
import { BIOGRAPHY_IMAGE_RULES } from "@/lib/biography/limits";
import type { BiographyDetail, BiographyImageField } from "@/lib/biography/schema";
import { IMAGE_SLOTS } from "./labels";

const ACCEPT = acceptFor(BIOGRAPHY_IMAGE_RULES);

/** The four single images of a version: each one as stored (enlarged on a click) and its new file. */
export function ImageSlotsCard({
  version,
  idBase,
  chosen,
  problems,
  uploading,
  onChoose,
  onShow,
}: {
  version: BiographyDetail;
  idBase: string;
  chosen: Partial<Record<BiographyImageField, File>>;
  problems: Record<string, string>;
  uploading: boolean;
  onChoose: (field: BiographyImageField, file: File | undefined) => void;
  onShow: (src: string) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>Imágenes de la versión</h2>
        <CardDescription>
          Cada imagen es opcional; elige solo las que quieras cambiar. Formatos JPG, PNG, WEBP, GIF
          o HEIC, hasta 10 MB.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {IMAGE_SLOTS.map(({ field, label }) => {
            const src = version[field];
            const inputId = `${idBase}-${field}`;
            const problem = problems[field];
            const file = chosen[field];
            return (
              <li key={field} className="flex flex-col gap-2 rounded-md border border-border p-3">
                <h3 className="font-semibold">{label}</h3>
                <div className="flex h-40 items-center justify-center overflow-hidden rounded-md bg-muted">
                  {src ? (
                    <button
                      type="button"
                      className="size-full"
                      onClick={() => onShow(src)}
                      aria-label={`Ampliar: ${label}`}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads of any size */}
                      <img src={src} alt="" className="size-full object-contain" />
                    </button>
                  ) : (
                    <p className="text-sm text-muted-foreground">Sin imagen</p>
                  )}
                </div>
                <Label htmlFor={inputId}>Nuevo archivo para {label.toLowerCase()}</Label>
                <Input
                  id={inputId}
                  type="file"
                  accept={ACCEPT}
                  disabled={uploading}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    onChoose(field, event.target.files?.[0]);
                    event.target.value = "";
                  }}
                  className="py-1.5"
                />
                {problem && (
                  <p id={`${inputId}-error`} className="text-sm text-danger">
                    {problem}
                  </p>
                )}
                {file && (
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 truncate">Elegida: {file.name}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={uploading}
                      aria-label={`Quitar ${file.name}`}
                      onClick={() => onChoose(field, undefined)}
                    >
                      <X aria-hidden />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
