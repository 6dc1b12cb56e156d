import type { Kysely } from 'kysely';
import type { PaymentSettings } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import type { PaymentGateway } from '../gateway.ts';
import { SandboxGateway } from '../sandbox/sandbox-gateway.ts';
import { ClicToPayGateway } from './clictopay.ts';
import { FlouciGateway } from './flouci.ts';
import { KonnectGateway } from './konnect.ts';
import { PaymeeGateway } from './paymee.ts';

/** The gateway `PAYMENT_PROVIDER` names, with its settings. */
export function chooseGateway(
  settings: PaymentSettings,
  { db, publicUrl, now }: { db: Kysely<Database>; publicUrl: string; now: () => Date },
): PaymentGateway {
  switch (settings.provider) {
    case 'sandbox':
      return new SandboxGateway(db, publicUrl, now);
    case 'konnect':
      return new KonnectGateway(settings, now);
    case 'flouci':
      return new FlouciGateway(settings);
    case 'paymee':
      return new PaymeeGateway(settings);
    case 'clictopay':
      return new ClicToPayGateway(settings);
  }
}
