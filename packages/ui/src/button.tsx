import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** `danger`: an outline in the danger colour, for what removes or refuses something. */
export type ButtonVariant = 'primary' | 'accent' | 'ghost' | 'outline' | 'subtle' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The look every button-like element shares: a <button>, a router link, a plain link. */
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; icon?: ReactNode };

/** The class names of a button's look (ui.css), so links styled as buttons need no copy of them. */
export const buttonClass = ({ variant = 'primary', size = 'md', block, className }: Omit<ButtonStyle, 'icon'> & { className?: string } = {}): string =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export const Button = ({ variant = 'primary', size = 'md', block, icon, className, children, type = 'button', ...rest }: ButtonProps) => (
  <button type={type} className={buttonClass({ variant, size, block, className })} {...rest}>
    {icon}
    {children !== undefined && <span>{children}</span>}
  </button>
);
