import { checkSmallScreens } from './small-screens';

checkSmallScreens({ index: 1, of: 3 });
