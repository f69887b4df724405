import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'accent' | 'ghost' | 'outline' | 'subtle';
type Size = 'sm' | 'md' | 'lg';

const cls = (variant: Variant, size: Size, block?: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

type Common = { variant?: Variant; size?: Size; block?: boolean; icon?: ReactNode };

export const Button = ({
  variant = 'primary',
  size = 'md',
  block,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Common) => (
  <button type={type} className={cls(variant, size, block, className)} {...rest}>
    {icon}
    {children !== undefined && <span>{children}</span>}
  </button>
);

export const ButtonLink = ({ variant = 'primary', size = 'md', block, icon, className, children, ...rest }: LinkProps & Common) => (
  <Link className={cls(variant, size, block, className)} {...rest}>
    {icon}
    {children !== undefined && <span>{children as ReactNode}</span>}
  </Link>
);

export const ExternalButtonLink = ({
  variant = 'primary',
  size = 'md',
  block,
  icon,
  className,
  children,
  href,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & Common) => (
  <a className={cls(variant, size, block, className)} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
    {icon}
    {children !== undefined && <span>{children}</span>}
  </a>
);
