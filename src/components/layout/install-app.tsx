import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { installOffer, isAppleMobile } from '../../lib/install-offer.ts';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * "Install the app" where the browser offers it (Chromium's install prompt), the steps on iPhone
 * and iPad, whose Safari has no prompt, and nothing once the app runs installed.
 */
export function InstallApp() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [ios, setIos] = useState(false);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const standalone =
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true;
    if (standalone) return setInstalled(true);
    setIos(isAppleMobile());
    // main.tsx keeps the browser's offer from the start; this code may load after it came.
    const onOffer = () => setPrompt((installOffer() as InstallPromptEvent | undefined) ?? null);
    const onInstalled = () => setInstalled(true);
    onOffer();
    window.addEventListener('rihla:installable', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('rihla:installable', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return null;
  if (prompt)
    return (
      <button
        type="button"
        className="button install-app"
        onClick={async () => {
          await prompt.prompt();
          if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
          setPrompt(null);
        }}
      >
        <Trans>Installer l’application</Trans>
      </button>
    );
  if (ios)
    return (
      <p className="install-app">
        <Trans>Pour installer Rihla : touchez Partager, puis « Sur l’écran d’accueil ».</Trans>
      </p>
    );
  return null;
}
