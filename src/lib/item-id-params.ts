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
