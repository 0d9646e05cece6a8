export { tagsRoutes } from './tags.routes';
export { createTagsContext, type TagsContext } from './tags.service';
