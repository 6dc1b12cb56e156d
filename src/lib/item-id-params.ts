import { notFound } from '@tanstack/react-router';

/** `$id` of an item page: digits only, else the not-found page (the server answers 404 alike). */
export const itemIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** `$slug` of an item page: lower-case words and dashes, else the not-found page. */
export const slugParams = {
  parse: ({ slug }: { slug: string }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
    return { slug };
  },
  stringify: ({ slug }: { slug: string }) => ({ slug }),
};

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** `$id/voyages/$voyage`: a guide's trip under its guide, both ids digits only. */
export const voyageParams = {
  parse: ({ id, voyage }: { id: string; voyage: string }) => {
    if (!isId(id) || !isId(voyage)) throw notFound();
    return { id: Number(id), voyage: Number(voyage) };
  },
  stringify: ({ id, voyage }: { id: number; voyage: number }) => ({ id: String(id), voyage: String(voyage) }),
};

/** `$slug/voyages/$voyage`: a partner agency's trip under the agency. */
export const agencyVoyageParams = {
  parse: ({ slug, voyage }: { slug: string; voyage: string }) => {
    if (!/^[a-z0-9-]{1,120}$/.test(slug) || !isId(voyage)) throw notFound();
    return { slug, voyage: Number(voyage) };
  },
  stringify: ({ slug, voyage }: { slug: string; voyage: number }) => ({ slug, voyage: String(voyage) }),
};
