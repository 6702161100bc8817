"use client";

import { useState } from "react";
import { fileProblem } from "@/components/ui/file-rules";
import { UploadProgress } from "@/components/ui/UploadProgress";
import type { UploadRules } from "@/lib/storage/upload-rules";
import { uploadValueImages } from "./image-upload";
import type { ImageOwnerName } from "./owners";

/**
 * Images chosen for an owner: checked against the rules when chosen (a wrong one empties the
 * choice), then sent one after another with their progress.
 */
export function useImageBatch(rules: UploadRules) {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number[] | null>(null);
  // A new key gives a new, empty file input.
  const [inputKey, setInputKey] = useState(0);

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const wrong = chosen.map((file) => fileProblem(file, rules)).find(Boolean) ?? null;
    setProblem(wrong);
    setFiles(wrong ? [] : chosen);
  };

  const clear = () => {
    setFiles([]);
    setInputKey((key) => key + 1);
  };

  /** Sends the chosen files to the owner; answers the first failure's text, or null. */
  const send = async (owner: ImageOwnerName, ownerId: number) => {
    setProgress(files.map(() => 0));
    const failure = await uploadValueImages(owner, ownerId, files, (index, percent) =>
      setProgress((all) => all && all.map((value, at) => (at === index ? percent : value))),
    );
    setProgress(null);
    return failure;
  };

  return { files, problem, setProblem, progress, inputKey, choose, clear, send };
}

/** A progress bar for each file of the batch while it is being sent. */
export function ImageBatchProgress({
  batch,
}: {
  batch: Pick<ReturnType<typeof useImageBatch>, "files" | "progress">;
}) {
  const { files, progress } = batch;
  if (!progress) return null;
  return files.map((file, index) => (
    <UploadProgress
      key={`${file.name}-${index}`}
      label={file.name}
      percent={progress[index] ?? 0}
    />
  ));
}
