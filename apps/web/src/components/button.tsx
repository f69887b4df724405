import { buttonClass, type ButtonStyle } from '@wps/ui';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Links that look like @wps/ui's Button: the router's (ButtonLink) and another site's (ExternalButtonLink). */
export const ButtonLink = ({ variant = 'primary', size = 'md', block, icon, className, children, ...rest }: LinkProps & ButtonStyle) => (
  <Link className={buttonClass({ variant, size, block, className })} {...rest}>
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
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle) => (
  <a className={buttonClass({ variant, size, block, className })} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
    {icon}
    {children !== undefined && <span>{children}</span>}
  </a>
);
