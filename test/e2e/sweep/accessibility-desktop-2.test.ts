import { checkAccessibility } from './accessibility';

checkAccessibility('desktop', { index: 2, of: 4 });
