import { notFound } from '@tanstack/react-router';

/** `$id` of an item page: digits only, else the not-found page (the server answers 404 alike). */
export const itemIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
