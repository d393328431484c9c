import { checkAccessibility } from './accessibility';

checkAccessibility('desktop', { index: 1, of: 4 });
