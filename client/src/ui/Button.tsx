import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export interface ButtonLook {
  intent?: 'none' | 'primary';
  variant?: 'solid' | 'outlined' | 'minimal';
  size?: 'medium' | 'large';
  /** Pressed or current (a filter that is on, the current page's entry). */
  active?: boolean;
  icon?: ReactNode;
  endIcon?: ReactNode;
  text?: ReactNode;
}

function lookClass({ intent, variant, size, active }: ButtonLook, extra?: string, iconOnly = false): string {
  return [
    styles.button,
    intent === 'primary' && styles.primary,
    variant === 'outlined' && styles.outlined,
    variant === 'minimal' && styles.minimal,
    size === 'large' && styles.large,
    active && styles.active,
    iconOnly && styles.iconOnly,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, text, endIcon }: ButtonLook) {
  return (
    <>
      {icon}
      {text !== undefined && <span>{text}</span>}
      {endIcon}
    </>
  );
}

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & { loading?: boolean; ref?: Ref<HTMLButtonElement> };

/** Parts the look (and what the button shows) from the element's own props. */
function splitLook<T extends ButtonLook>({ intent, variant, size, active, icon, endIcon, text, ...own }: T) {
  return { look: { intent, variant, size, active }, content: { icon, endIcon, text }, own };
}

/** A button in the site's look (Blueprint's, without its code or stylesheet). */
export function Button({ loading = false, className, type = 'button', disabled, ...props }: ButtonProps) {
  const { look, content, own } = splitLook(props);
  return (
    <button
      {...own}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={lookClass(look, `${className ?? ''} ${loading ? styles.loading : ''}`, content.text === undefined)}
    >
      <Content {...content} />
      {loading && <Spinner size={20} className={styles.spinner} />}
    </button>
  );
}

type LinkButtonProps = ButtonLook & Omit<LinkProps, 'children'>;

/** A link inside the app that looks like a button (and is announced as the link it is). */
export function LinkButton({ className, ...props }: LinkButtonProps) {
  const { look, content, own } = splitLook(props);
  return (
    <Link {...own} className={lookClass(look, className)}>
      <Content {...content} />
    </Link>
  );
}
