import { checkSmallScreens } from './small-screens';

checkSmallScreens({ index: 3, of: 3 });
