import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { ARTICLE_LIMITS } from '@propdesk/shared';
import { BackLink } from '../../../components/back-link';
import { LeaveGuard } from '../../../components/leave-guard';
import { optionalLabel } from '../../../components/optional-label';
import type { Schemas } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useArticleCategories } from '../../../lib/queries/article-categories';
import {
  useDeleteArticle,
  useDeleteArticleCover,
  useSaveArticle,
  useUploadArticleCover,
} from '../api/staff-articles';
import {
  articleBodyOf,
  articleFormErrors,
  articleValuesOf,
  type ArticleValues,
} from '../article-form-values';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { StateBadge } from './state-badge';
import { CroppedImageField } from '../../../components/cropped-image-field';
import { MarkdownBodyField } from './markdown-body-field';

type Article = Schemas['Article'];

/** The article's fields, Markdown body and cover; Save keeps its state, Publish/Unpublish flip it. */
export function ArticleEditor({ article }: { article?: Article }) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const navigate = useNavigate();
  const categories = useArticleCategories();
  const [saved, setSaved] = useState<Article | undefined>(article);
  const [cover, setCover] = useState<Blob | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveArticle();
  const upload = useUploadArticleCover();
  const removeCover = useDeleteArticleCover();
  const remove = useDeleteArticle();
  const form = useForm<ArticleValues>({
    initialValues: articleValuesOf(article),
    validate: articleFormErrors,
  });

  const busy = save.isPending || upload.isPending || removeCover.isPending;
  // A new article moves to its own address once created and its cover sent (in an effect, once
  // the form is marked clean, so the leave guard lets it go).
  const settled = Boolean(saved) && !article && !busy && cover === null;
  useEffect(() => {
    if (settled && saved) void navigate(paths.editArticle(slug, saved.publicId), { replace: true });
  }, [settled, saved, navigate, slug]);

  const uploadCover = (target: Article, message: string) => {
    if (!cover) return notifications.show({ color: 'teal', message });
    upload.mutate(
      { id: target.publicId, cover },
      {
        onSuccess: (result) => {
          setCover(null);
          setSaved(result);
          notifications.show({ color: 'teal', message });
        },
        onError: notifyError,
      },
    );
  };

  const write = (published: boolean, message: string) => {
    const check = form.validate();
    if (check.hasErrors) return;
    save.mutate(
      { id: saved?.publicId ?? null, body: articleBodyOf(form.values, published) },
      {
        onSuccess: (result) => {
          form.setValues(articleValuesOf(result));
          form.resetDirty(articleValuesOf(result));
          setSaved(result);
          uploadCover(result, message);
        },
        onError: (error) => {
          notifyError(error);
          form.setErrors(fieldErrors(error));
        },
      },
    );
  };

  const published = saved?.published ?? false;
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.publicId,
    label: c.name,
  }));

  return (
    <Stack gap="lg">
      <BackLink to={paths.contentArticles(slug)}>
        <Trans>All articles</Trans>
      </BackLink>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {saved ? <Trans>Edit article</Trans> : <Trans>New article</Trans>}
          </Title>
          <StateBadge color={published ? 'teal' : null} data-testid="article-state">
            {published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
          </StateBadge>
        </Group>
        {saved && published && (
          <Anchor
            component={Link}
            to={paths.article(slug, saved.slug)}
            target="_blank"
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            <Trans>View on the site</Trans>
            <IconExternalLink size={16} aria-hidden />
          </Anchor>
        )}
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          write(published, t`Article saved`);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t`Title`}
            required
            maxLength={ARTICLE_LIMITS.title}
            {...form.getInputProps('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={optionalLabel(t`Address`)}
              description={t`The end of the article's link; made from the title when left blank`}
              maxLength={ARTICLE_LIMITS.slug}
              {...form.getInputProps('slug')}
            />
            <Select
              label={optionalLabel(t`Category`)}
              placeholder={t`No category`}
              data={categoryOptions}
              clearable
              clearButtonProps={{ 'aria-label': t`Clear the category` }}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category')}
            />
          </SimpleGrid>
          <Textarea
            label={optionalLabel(t`Summary`)}
            description={t`Shown on the blog's card`}
            autosize
            minRows={2}
            maxLength={ARTICLE_LIMITS.summary}
            {...form.getInputProps('summary')}
          />
          <MarkdownBodyField value={form.values.body} inputProps={form.getInputProps('body')} />
          <div>
            <Text fw={500} size="sm" mb={4}>
              <Trans>Cover image</Trans>
            </Text>
            <CroppedImageField
              image="cover"
              previewWidth={480}
              current={saved?.image_url ?? null}
              pending={cover}
              onPending={setCover}
              onRemove={
                saved
                  ? () =>
                      removeCover.mutate(saved.publicId, {
                        onSuccess: (result) => {
                          setSaved(result);
                          notifications.show({ color: 'teal', message: t`Cover removed` });
                        },
                        onError: notifyError,
                      })
                  : undefined
              }
              removing={removeCover.isPending}
              busy={busy}
              testId="article-cover"
            />
          </div>
          <Group justify="space-between" gap="sm" mt="sm">
            {saved ? (
              <Button
                color="red"
                variant="subtle"
                onClick={() => setConfirmingDelete(true)}
                disabled={busy}
              >
                <Trans>Delete</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() =>
                  published
                    ? write(false, t`Article unpublished`)
                    : write(true, t`Article published`)
                }
                loading={busy}
              >
                {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
              </Button>
              <Button type="submit" loading={busy}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={form.isDirty() || cover !== null} subject={t`this article`} />
      <ConfirmDeleteModal
        kind="article"
        name={confirmingDelete && saved ? saved.title : null}
        busy={remove.isPending}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => {
          if (!saved) return;
          remove.mutate(saved.publicId, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t`Article deleted` });
              form.resetDirty();
              setCover(null);
              void navigate(paths.contentArticles(slug), { replace: true });
            },
            onError: notifyError,
          });
        }}
      />
    </Stack>
  );
}
