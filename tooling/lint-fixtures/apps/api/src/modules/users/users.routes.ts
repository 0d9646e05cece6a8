// breaks: nothing
import { rows } from '../locations';

export const first = () => rows()[0];
