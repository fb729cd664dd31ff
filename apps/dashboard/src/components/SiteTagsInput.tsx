import { TagsInput } from '@mantine/core';
import { useSite, useUpdateSite } from '../hooks/api/sites';

const folded = (tag: string) => tag.trim().toLocaleLowerCase('nb');

export interface SiteTagsInputProps {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  /** Whether a tag the site does not know yet may be created (and added to the site's tags). */
  allowNew: boolean;
  error?: string | undefined;
}

/** The site's tags to choose from: no tag twice, whatever its case; a new one joins the site's tags (spec 1 §5 'Tags'). */
export function SiteTagsInput({ label, value, onChange, disabled, allowNew, error }: SiteTagsInputProps) {
  const { data: site } = useSite();
  const updateSite = useUpdateSite();
  const known = site?.tags ?? [];
  return (
    <TagsInput
      label={label}
      data={known}
      value={value}
      disabled={disabled}
      error={error}
      clearable
      onChange={(values) => {
        const unique: string[] = [];
        for (const entry of values) {
          const match = known.find((tag) => folded(tag) === folded(entry)) ?? entry.trim();
          if (match && !unique.some((tag) => folded(tag) === folded(match))) unique.push(match);
        }
        const fresh = unique.filter((tag) => !known.some((existing) => folded(existing) === folded(tag)));
        if (fresh.length && !allowNew) return;
        if (fresh.length) updateSite.mutate({ tags: [...known, ...fresh] });
        onChange(unique);
      }}
    />
  );
}
