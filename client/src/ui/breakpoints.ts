/** Screen widths of seed-spec section 9; "narrow" means at or below `sm` (PublicHeader.module.css). */
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;

export const DRAWER_WIDTH = 300;
