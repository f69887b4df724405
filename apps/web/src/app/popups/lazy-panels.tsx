import type { ComponentType } from 'react';
import { lazyScreen } from '@/components/lazy-screen';

const panel = <P extends object>(chunk: string, load: () => Promise<ComponentType<P>>) => lazyScreen<P>(chunk, async () => ({ default: await load() }));

/**
 * What the popups show, each in a chunk of its own loaded when its popup
 * first opens: none of it is needed before the home page can be used. The
 * notice and announcement panels stay in the entry: the announcement opens
 * by itself on a visitor's first visit.
 */
export const LoginPanel = panel('LoginPanel', async () => (await import('@/features/auth/components/login-panel')).LoginPanel);
export const RegisterPanel = panel('RegisterPanel', async () => (await import('@/features/auth/components/register-panel')).RegisterPanel);
export const ForgotPanel = panel('ForgotPanel', async () => (await import('@/features/auth/components/forgot-panel')).ForgotPanel);
export const ChangePasswordPanel = panel('ChangePasswordPanel', async () => (await import('@/features/auth/components/change-password-panel')).ChangePasswordPanel);
export const ResetPasswordPanel = panel('ResetPasswordPanel', async () => (await import('@/features/auth/components/change-password-panel')).ResetPasswordPanel);
export const HelpCenter = panel('HelpCenter', async () => (await import('@/features/help-center/components/help-center')).HelpCenter);
export const GameSearchPanel = panel('GameSearchPanel', async () => (await import('@/features/catalog/components/game-search')).GameSearchPanel);
export const GameMaintenancePanel = panel('GameMaintenancePanel', async () => (await import('@/features/catalog/components/game-maintenance-panel')).GameMaintenancePanel);
export const GameFrame = panel('GameFrame', async () => (await import('@/features/game-view/components/game-frame')).GameFrame);
export const NoGameOpen = panel('NoGameOpen', async () => (await import('@/features/game-view/components/game-frame')).NoGameOpen);
export const ContractOffersPanel = panel('ContractOffersPanel', async () => (await import('@/features/agent/components/contract-popup')).ContractOffersPanel);
