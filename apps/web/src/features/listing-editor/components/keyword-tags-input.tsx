import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Combobox,
  Group,
  Pill,
  PillsInput,
  Text,
  UnstyledButton,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_META_TAG_LENGTH, MAX_META_TAGS } from '@propdesk/shared';
import { useTagSuggestions } from '../api/tags';
import { addKeywords, replaceKeyword, type KeywordChange } from './keyword-rules';

interface KeywordTagsInputProps {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  /** What is typed but not added yet: the tab's Save adds it too. */
  typed: string;
  onTypedChange: (typed: string) => void;
  error: string | null;
  onError: (error: string | null) => void;
}

function EditingPill({ tag, onDone }: { tag: string; onDone: (typed: string | null) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(tag);
  return (
    <input
      aria-label={t`Edit keyword ${tag}`}
      value={text}
      dir="auto"
      size={Math.max(text.length, 4)}
      autoFocus
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => onDone(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onDone(text);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onDone(null);
        }
      }}
      style={{
        font: 'inherit',
        fontSize: 'var(--mantine-font-size-sm)',
        border: '1px solid var(--mantine-primary-color-filled)',
        borderRadius: 'var(--mantine-radius-xl)',
        padding: '0 8px',
        background: 'var(--mantine-color-body)',
        color: 'inherit',
      }}
    />
  );
}

/**
 * Keyword tags: type and press Enter to add (commas add several), click a tag to edit it in
 * place, × removes it. Suggestions are the site's keywords with how many listings use each.
 */
export function KeywordTagsInput({
  tags,
  onTagsChange,
  typed,
  onTypedChange,
  error,
  onError,
}: KeywordTagsInputProps) {
  const { t } = useLingui();
  const most = MAX_META_TAGS;
  const longest = MAX_META_TAG_LENGTH;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [editing, setEditing] = useState<number | null>(null);
  const [prefix] = useDebouncedValue(typed, 200);
  const suggestions = useTagSuggestions(prefix);
  const offered = (suggestions.data ?? []).filter((s) => !tags.includes(s.name));

  const apply = (change: KeywordChange) => {
    if (change.error !== undefined) {
      onError(change.error);
      return false;
    }
    onError(null);
    onTagsChange(change.tags);
    return true;
  };
  const add = (text: string) => {
    if (apply(addKeywords(tags, text))) onTypedChange('');
  };

  return (
    <Combobox store={combobox} onOptionSubmit={add} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={t`Keyword tags`}
          description={t`Words customers search for. Press Enter to add; click a keyword to edit it. Up to ${most}, ${longest} characters each.`}
          error={error}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group data-testid="keyword-tags">
            {tags.map((tag, index) =>
              editing === index ? (
                <EditingPill
                  key={tag}
                  tag={tag}
                  onDone={(text) => {
                    if (text === null || apply(replaceKeyword(tags, index, text))) {
                      setEditing(null);
                    }
                  }}
                />
              ) : (
                <Pill
                  key={tag}
                  withRemoveButton
                  onRemove={() => onTagsChange(tags.filter((_, i) => i !== index))}
                  // Mantine hides the × from assistive technology; it is the only way to remove.
                  removeButtonProps={{
                    'aria-label': t`Remove keyword ${tag}`,
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                  data-testid="keyword-tag"
                >
                  <UnstyledButton
                    fz="inherit"
                    onClick={(event) => {
                      event.stopPropagation();
                      setEditing(index);
                    }}
                    aria-label={t`Edit keyword ${tag}`}
                    dir="auto"
                  >
                    {tag}
                  </UnstyledButton>
                </Pill>
              ),
            )}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label={t`Add a keyword`}
                placeholder={
                  tags.length === 0 ? t`e.g. garden, borehole, solar power` : t`Add a keyword`
                }
                value={typed}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  onTypedChange(event.currentTarget.value);
                  onError(null);
                  combobox.openDropdown();
                  combobox.resetSelectedOption();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
                    event.preventDefault();
                    add(typed);
                  } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
                    event.preventDefault();
                    onTagsChange(tags.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={offered.length === 0}>
        <Combobox.Header>
          <Text size="xs" c="dimmed">
            {typed.trim() ? (
              <Trans>Keywords on this site</Trans>
            ) : (
              <Trans>Most used on this site</Trans>
            )}
          </Text>
        </Combobox.Header>
        <Combobox.Options aria-label={t`Keyword suggestions`}>
          {offered.map(({ name, count }) => (
            <Combobox.Option value={name} key={name}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <span dir="auto">{name}</span>
                <Badge
                  size="sm"
                  variant="light"
                  color="gray"
                  aria-label={t`${plural(count, { one: '# listings', other: '# listings' })}`}
                >
                  {count}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
