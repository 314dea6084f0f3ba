import { useId, useMemo, useRef, useState } from 'react';
import { SearchX } from 'lucide-react';
import { emptyDirectoryFilter, filterBusinesses, isDirectoryFiltered, type DirectoryFilter } from '@core/business-directory-filter';
import { businessCategories, businessCategoryLabels, directorySearchTexts as texts } from '@core/content/business-directory';
import { directoryBusinesses } from '@core/directory-businesses';
import { formatMessage } from '@core/message-format';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { BusinessCard } from './business-card';

/**
 * The listings with a search and a category filter (an island, in the page's 'Find a business'
 * section). Without JavaScript every listing is shown. The search is not a form and never
 * reaches the address bar, so what she looks for stays out of her browsing history.
 */
export function BusinessDirectory() {
  const [filter, setFilter] = useState<DirectoryFilter>(emptyDirectoryFilter);
  const results = useMemo(() => filterBusinesses(directoryBusinesses, filter), [filter]);
  const searchRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const searchId = `${id}-search`;
  const hintId = `${id}-search-hint`;

  const clear = () => {
    setFilter(emptyDirectoryFilter);
    searchRef.current?.focus();
  };

  return (
    <>
      <div role="search" aria-label={texts.searchRegion} className="mt-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex max-w-xl flex-col gap-1.5">
          <Label htmlFor={searchId}>{texts.searchLabel}</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {texts.searchHint}
          </p>
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            value={filter.query}
            onChange={(event) => setFilter((current) => ({ ...current, query: event.target.value }))}
          />
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{texts.categoryLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {businessCategories.map((category) => (
              <label
                key={category}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-input bg-card px-4 text-sm font-medium has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground"
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={category}
                  checked={filter.category === category}
                  onChange={() => setFilter((current) => ({ ...current, category }))}
                  className="size-4 accent-primary"
                />
                {businessCategoryLabels[category]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <p role="status" className="mt-6 font-medium">
        {formatMessage(
          results.length === directoryBusinesses.length ? texts.results.all : results.length === 0 ? texts.results.none : texts.results.some,
          { shown: results.length, total: directoryBusinesses.length },
        )}
      </p>

      {results.length > 0 ? (
        <ul aria-label={texts.listLabel} className="mt-4 grid gap-6 md:grid-cols-2">
          {results.map((business) => (
            <li key={business.id}>
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card p-8 text-center">
          <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-lg font-semibold">{texts.noMatchTitle}</p>
          <p className="text-muted-foreground">
            {formatMessage(texts.noMatch, {
              searched: filter.query.trim() ? 'yes' : 'no',
              query: filter.query.trim(),
              filtered: filter.category !== 'all' ? 'yes' : 'no',
              category: filter.category !== 'all' ? businessCategoryLabels[filter.category] : '',
            })}
          </p>
          {isDirectoryFiltered(filter) ? (
            <Button variant="outline" onClick={clear}>
              {texts.clear}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
