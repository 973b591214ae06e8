import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * List filters kept in the URL (so reload and back work), with a search box whose text reaches
 * the URL only once typing settles. Changing any filter but the page goes back to page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  // Only a settled search string touches the URL (and resets the page): the other filters
  // changing must not write the search again.
  const writeSearch = useEffectEvent((settled: string) => {
    if ((params.get('q') ?? '') !== settled) setFilter('q', settled);
  });
  useEffect(() => writeSearch(debouncedSearch), [debouncedSearch]);

  return { params, setFilter, search, setSearch };
}
