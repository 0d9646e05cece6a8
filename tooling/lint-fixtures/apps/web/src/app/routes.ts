// breaks: nothing
import { OnePage } from '../features/one/one-page';
import { TwoPage } from '../features/two/imports-another-feature';

export const routes = [OnePage, TwoPage];
