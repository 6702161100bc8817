// The placeholder images of the demo seed, not rendered (see own-database.ts).

/** Stands in for prisma/seed/images.ts: every image "stored" under a unique key, nothing rendered. */
export function fakeImages() {
  let count = 0;
  const stored = (name: string) => {
    const key = `semilla-${(count += 1)}-${name}`;
    return { url: `/api/files/${key}`, key, mime: "image/jpeg" };
  };
  return {
    uploadImage: async (request: { name: string }) => stored(request.name),
    uploadLogo: async (_initials: string, _label: string, name: string) => stored(name),
    uploadedSoFar: () => count,
  };
}
