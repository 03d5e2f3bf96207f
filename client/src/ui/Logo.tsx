import logoUrl from './logo.svg';

interface LogoProps {
  size: number;
  /** Empty when a surrounding link or heading already names it. */
  alt?: string;
  className?: string;
}

/** The sunflower mark of the site (also the favicon). */
export function Logo({ size, alt = '', className }: LogoProps) {
  return <img src={logoUrl} width={size} height={size} alt={alt} className={className} />;
}
