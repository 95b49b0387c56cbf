/** How a menu draws the title of the section the visitor is in: brand colour, a gold underline. */
export const currentSectionClasses = 'text-brand-700 underline decoration-earth-400 decoration-2';
