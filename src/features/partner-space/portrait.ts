/** A guide's portrait as the guide cards show it (212×256; the stored file is twice that). */
export const portraitOf = (photo: string) => photo.replace(/\.webp$/, '-212x256.webp');
