import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AI_SEARCH_MAX_QUERY_LENGTH } from '@propdesk/shared';

interface SentenceSearchProps {
  value: string;
  onSearch: (sentence: string) => void;
}

/** The search box: a plain sentence the API turns into filters. */
export function SentenceSearch({ value, onSearch }: SentenceSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t`Search in your own words`}
          placeholder={t`3 bedroom house to rent in Avondale under 800 USD`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={AI_SEARCH_MAX_QUERY_LENGTH}
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          style={{ flex: 1 }}
          name="q"
          type="search"
          enterKeyHint="search"
        />
        <Button type="submit" size="md">
          <Trans>Search</Trans>
        </Button>
      </Group>
    </form>
  );
}
