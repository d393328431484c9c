import { checkSmallScreens } from './small-screens';

checkSmallScreens({ index: 2, of: 3 });
