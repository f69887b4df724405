import {
  staffAddDomain,
  staffBrandSettings,
  staffRegisterFields,
  staffRemoveDomain,
  staffSetBrandBasics,
  staffSetHumanVerification,
  staffSetRegisterFields,
  staffSetWalletLimits,
  staffSetWhitelabelFlags,
  staffWhitelabelFlags,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import { addDomain, brandSettings, removeDomain, setBrandBasics, setHumanVerification, setWalletLimits, type SettingsEditor } from './brand-settings.service';
import { flagSettings, setFlags } from './flag-settings.service';
import { registerFieldSettings, setRegisterFields } from './register-field-settings.service';

const editorOf = (request: FastifyRequest): SettingsEditor => {
  const staff = whoStaff(request);
  return { merchantId: staff.merchantId, actor: { kind: 'staff', id: staff.id, ip: request.clientIp }, host: request.brand.host };
};

/** The console's brand settings: flags, registration fields, basics, wallet limits, human verification, domains (staff tokens; reads settings.view, writes settings.write). */
export function registerBrandSettingsRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  registerContract(app, staffBrandSettings, async ({ request }) => brandSettings(db, whoStaff(request).merchantId, request.brand.host));
  registerContract(app, staffSetBrandBasics, async ({ body, request }) => setBrandBasics(services, editorOf(request), body));
  registerContract(app, staffSetWalletLimits, async ({ body, request }) => setWalletLimits(services, editorOf(request), body));
  registerContract(app, staffSetHumanVerification, async ({ body, request }) => setHumanVerification(services, editorOf(request), body));
  registerContract(app, staffAddDomain, async ({ body, request }) => addDomain(services, editorOf(request), body));
  registerContract(app, staffRemoveDomain, async ({ body, request }) => removeDomain(services, editorOf(request), body));
  registerContract(app, staffWhitelabelFlags, async ({ request }) => flagSettings(db, whoStaff(request).merchantId));
  registerContract(app, staffSetWhitelabelFlags, async ({ body, request }) => setFlags(services, editorOf(request), body));
  registerContract(app, staffRegisterFields, async ({ request }) => registerFieldSettings(db, whoStaff(request).merchantId));
  registerContract(app, staffSetRegisterFields, async ({ body, request }) => setRegisterFields(services, editorOf(request), body));
}
