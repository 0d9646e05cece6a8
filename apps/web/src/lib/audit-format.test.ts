import { i18n } from '@lingui/core';
import { AUDIT_ACTIONS } from '@propdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditWho,
  changeLines,
  changesSummary,
  describeAuditAction,
  fieldLabel,
  formatChangeValue,
} from './audit-format';
import { readerIn } from '../test/catalog';

describe('describeAuditAction', () => {
  it('puts the action in the past tense before the entity', () => {
    expect(describeAuditAction({ entity: 'property', action: 'update', reason: null })).toBe(
      'Updated the listing',
    );
    expect(describeAuditAction({ entity: 'image', action: 'upload', reason: null })).toBe(
      'Uploaded a photo',
    );
    expect(describeAuditAction({ entity: 'article', action: 'cover', reason: null })).toBe(
      'Changed the cover of an article',
    );
    expect(describeAuditAction({ entity: 'feature', action: 'add', reason: null })).toBe(
      'Added a feature',
    );
    expect(describeAuditAction({ entity: 'amenity', action: 'create', reason: null })).toBe(
      'Created an amenity',
    );
    expect(describeAuditAction({ entity: 'property', action: 'archive', reason: null })).toBe(
      'Archived the listing',
    );
    expect(describeAuditAction({ entity: 'article', action: 'unpublish', reason: null })).toBe(
      'Unpublished an article',
    );
    expect(describeAuditAction({ entity: 'feed_client', action: 'create', reason: null })).toBe(
      'Created a feed client',
    );
    expect(describeAuditAction({ entity: 'feed_client', action: 'revoke', reason: null })).toBe(
      'Revoked a feed client',
    );
  });

  it('reads a review as its outcome with the reason', () => {
    expect(
      describeAuditAction({ entity: 'moderation', action: 'reject', reason: 'Blurry photos' }),
    ).toBe('Sent back: Blurry photos');
    expect(describeAuditAction({ entity: 'property', action: 'submit', reason: null })).toBe(
      'Sent the listing for review',
    );
    expect(describeAuditAction({ entity: 'moderation', action: 'approve', reason: null })).toBe(
      'Approved the listing',
    );
  });

  it('words an action it does not know from its letters', () => {
    expect(describeAuditAction({ entity: 'site', action: 'restore', reason: null })).toBe(
      'Restored the site',
    );
  });
});

describe('formatChangeValue', () => {
  it('shows empty values as a dash and yes/no for booleans', () => {
    expect(formatChangeValue(null)).toBe('—');
    expect(formatChangeValue(undefined)).toBe('—');
    expect(formatChangeValue('')).toBe('—');
    expect(formatChangeValue(true)).toBe('yes');
    expect(formatChangeValue(false)).toBe('no');
    expect(formatChangeValue(1250000)).toBe('1250000');
  });

  it('cuts a long value with an ellipsis within the limit', () => {
    const cut = formatChangeValue('a'.repeat(100), 10);
    expect(cut).toBe(`${'a'.repeat(9)}…`);
    expect(cut).toHaveLength(10);
    expect(formatChangeValue('a'.repeat(10), 10)).toBe('a'.repeat(10));
  });

  it('folds white space and writes lists and objects as JSON', () => {
    expect(formatChangeValue('two\n\nlines')).toBe('two lines');
    expect(formatChangeValue(['pool', 'gym'])).toBe('["pool","gym"]');
  });
});

describe('changeLines and changesSummary', () => {
  const changes = {
    title: { before: 'Old', after: 'New' },
    price: { before: 100, after: 200 },
    archived: { before: false, after: true },
    notes: { before: null, after: 'x' },
    metaTags: { before: null, after: '' },
  };

  it('lists each field with short values before and after, skipping empty to empty', () => {
    expect(changeLines(changes)).toEqual([
      { field: 'title', label: 'Title', before: 'Old', after: 'New' },
      { field: 'price', label: 'Price', before: '100', after: '200' },
      { field: 'archived', label: 'Archived', before: 'no', after: 'yes' },
      { field: 'notes', label: 'Notes', before: '—', after: 'x' },
    ]);
    expect(changeLines(null)).toEqual([]);
  });

  it('shows the names of values kept as ids when the reader knows them', () => {
    const types = new Map([['t-house', 'House']]);
    const lines = changeLines(
      { typeId: { before: 't-house', after: 't-gone' } },
      { typeId: (id) => types.get(id) },
    );
    expect(lines).toEqual([{ field: 'typeId', label: 'Type', before: 'House', after: 't-gone' }]);
  });

  it('names the first fields and counts the rest', () => {
    expect(changesSummary(changes)).toBe('Title, Price, Archived +1 more');
    expect(changesSummary({ title: changes.title })).toBe('Title');
    expect(changesSummary(null)).toBe('—');
  });
});

describe('fieldLabel', () => {
  it('uses the words people read, and splits other names into words', () => {
    expect(fieldLabel('typeId')).toBe('Type');
    expect(fieldLabel('metaTags')).toBe('Keywords');
    expect(fieldLabel('serviceCharge')).toBe('Service charge');
    expect(fieldLabel('listingCategory')).toBe('Listing category');
    expect(fieldLabel('name')).toBe('Name');
  });
});

describe('auditWho', () => {
  it('names the user with their role, and the system when there is no user', () => {
    expect(auditWho({ id: 'u1', name: 'Ana Agent', role: 'AGENT' })).toEqual({
      name: 'Ana Agent',
      role: 'Agent',
    });
    expect(auditWho({ id: 'u2', name: 'Mo', role: null })).toEqual({ name: 'Mo', role: '' });
    expect(auditWho(null)).toEqual({ name: 'System', role: '' });
  });
});

describe('the sentences in French and Arabic', () => {
  /** The shared catalog of a language (src/locales), as the interface reads it. */
  async function load(language: 'fr' | 'ar') {
    i18n.load(language, (await readerIn(language)).messages);
    i18n.activate(language);
  }

  afterEach(() => i18n.activate('en'));

  it('words each action with its entity as one sentence', async () => {
    await load('fr');
    expect(describeAuditAction({ entity: 'property', action: 'update', reason: null })).toBe(
      'Annonce mise à jour',
    );
    expect(describeAuditAction({ entity: 'site', action: 'update', reason: null })).toBe(
      'Site mis à jour',
    );
    expect(describeAuditAction({ entity: 'article', action: 'cover', reason: null })).toBe(
      'Couverture d’un article changée',
    );
    expect(
      describeAuditAction({ entity: 'moderation', action: 'reject', reason: 'Photos floues' }),
    ).toBe('Renvoyée : Photos floues');
    expect(fieldLabel('metaTags')).toBe('Mots-clés');

    await load('ar');
    expect(describeAuditAction({ entity: 'image', action: 'upload', reason: null })).toBe(
      'رفع صورة',
    );
    expect(describeAuditAction({ entity: 'property', action: 'submit', reason: null })).toBe(
      'إرسال الإعلان للمراجعة',
    );
    expect(fieldLabel('typeId')).toBe('النوع');
    expect(
      changesSummary({ title: { before: 'a', after: 'b' }, price: { before: 1, after: 2 } }),
    ).toBe('العنوان، السعر');
  });

  it('translates every action the API records, for every entity', async () => {
    const entities = [
      'property',
      'image',
      'feature',
      'amenity',
      'unit',
      'moderation',
      'agent',
      'banner',
      'article',
      'site',
      'office',
      'feed_client',
    ] as const;
    const english = new Set(
      AUDIT_ACTIONS.flatMap((action) =>
        entities.map((entity) => describeAuditAction({ entity, action, reason: null })),
      ),
    );
    for (const language of ['fr', 'ar'] as const) {
      await load(language);
      for (const action of AUDIT_ACTIONS) {
        for (const entity of entities) {
          const sentence = describeAuditAction({ entity, action, reason: null });
          expect(english.has(sentence), `${language} ${action} ${entity}`).toBe(false);
        }
      }
    }
  });
});
