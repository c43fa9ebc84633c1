import { useEffect, useState } from 'preact/hooks';
import { AccountDialogs, AccountMenu } from './account/AccountMenu.js';
import { LazyChallenge } from './challenge/Lazy.js';
import { InvitationToast } from './friends/InvitationToast.js';
import { hasOwnLetters, lettersLine, NOTATION_LETTERS } from './i18n/cardLetters.js';
import { LANGUAGE_NAMES, LANGUAGES, shownLanguage, useOwnLetters, useT } from './i18n/index.js';
import { isLanguage } from './i18n/languages.js';
import { KeeperPage } from './keeper/KeeperPage.js';
import { Lobby } from './lobby/Lobby.js';
import { LazyOffline } from './offline/Lazy.js';
import { FriendsPage } from './players/FriendsPage.js';
import { ProfilePage } from './players/ProfilePage.js';
import { ReplayPage } from './replay/ReplayPage.js';
import { navigate, route } from './state/router.js';
import { changeSettings, settings } from './state/settings.js';
import { useStore } from './state/store.js';
import { TablePage } from './table/TablePage.js';
import { Dialog } from './ui/Dialog.js';

export function App() {
  const t = useT();
  const r = useStore(route);
  const s = useStore(settings);
  const ownLetters = useOwnLetters();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    document.documentElement.lang = shownLanguage();
    document.title = `${t.app.title} — ${t.app.tagline}`;
  }, [t]);

  return (
    <div class={`app${s.fourColour ? ' four-colour' : ''}`}>
      <a class="skip" href={r.page === 'table' ? '#own-hand' : '#main'}>
        {t.a11y.skip}
      </a>
      <header class="top">
        <a
          class="brand"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          <span aria-hidden="true">♠♥</span> {t.app.title}
        </a>
        <div class="top-controls">
          <label class="lang">
            <span class="sr-only">{t.settings.language}</span>
            <select
              value={s.lang}
              data-tool="language"
              aria-label={t.settings.language}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (isLanguage(v)) changeSettings({ lang: v });
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            class="settings-button"
            onClick={() => setSettingsOpen(true)}
            data-tool="settings"
          >
            <Gear />
            <span class="settings-label">{t.app.settings}</span>
          </button>
          <AccountMenu />
        </div>
      </header>
      <InvitationToast />
      {r.page === 'lobby' && <Lobby />}
      {r.page === 'table' && <TablePage id={r.id} key={r.id} />}
      {r.page === 'replay' && (
        <ReplayPage id={r.id} match={r.match} deal={r.deal} key={`${r.id}-${r.match}-${r.deal}`} />
      )}
      {r.page === 'keep' && <KeeperPage id={r.id} key={r.id ?? ''} />}
      {r.page === 'profile' && <ProfilePage name={r.name} key={r.name} />}
      {r.page === 'friends' && <FriendsPage />}
      {r.page === 'offline' && (
        <LazyOffline
          id={r.id}
          replay={r.replay}
          key={`${r.id ?? ''}${r.replay ? `/replay/${r.replay.match}` : ''}`}
        />
      )}
      {r.page === 'challenge' && <LazyChallenge id={r.id} key={r.id ?? ''} />}
      {r.page === 'missing' && (
        <main class="page narrow" id="main">
          <p>{t.app.notFound}</p>
          <button type="button" onClick={() => navigate('/')}>
            {t.app.back}
          </button>
        </main>
      )}
      <AccountDialogs />
      {settingsOpen && (
        <Dialog title={t.app.settings} onClose={() => setSettingsOpen(false)}>
          <div class="settings">
            <label>
              {t.settings.name}
              <input
                type="text"
                value={s.name}
                maxLength={40}
                placeholder={t.settings.defaultName}
                onInput={(e) => changeSettings({ name: e.currentTarget.value })}
              />
            </label>
            <label class="check">
              <input
                type="checkbox"
                checked={s.fourColour}
                data-tool="four-colour"
                onChange={(e) => changeSettings({ fourColour: e.currentTarget.checked })}
              />
              {t.settings.fourColour}
            </label>
            <label class="check">
              <input
                type="checkbox"
                checked={s.confirmCards}
                onChange={(e) => changeSettings({ confirmCards: e.currentTarget.checked })}
              />
              {t.settings.confirmCards}
            </label>
            {/* English's letters are the notation's: nothing to choose between there. */}
            {hasOwnLetters(ownLetters) && (
              <fieldset class="card-letters" data-tool="card-letters">
                <legend>{t.settings.cardLetters}</legend>
                <label class="check">
                  <input
                    type="radio"
                    name="card-letters"
                    value="local"
                    checked={s.cardLetters === 'local'}
                    onChange={() => changeSettings({ cardLetters: 'local' })}
                  />
                  {t.settings.localLetters} ({lettersLine(ownLetters)})
                </label>
                <label class="check">
                  <input
                    type="radio"
                    name="card-letters"
                    value="english"
                    checked={s.cardLetters === 'english'}
                    onChange={() => changeSettings({ cardLetters: 'english' })}
                  />
                  {t.settings.englishLetters} ({lettersLine(NOTATION_LETTERS)})
                </label>
              </fieldset>
            )}
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** The settings button's picture, which stands alone on the smallest phones (style.css). */
function Gear() {
  return (
    <svg class="gear" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle
        cx="12"
        cy="12"
        r="8"
        fill="none"
        stroke="currentColor"
        stroke-width="4"
        stroke-dasharray="3.3 3"
      />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="currentColor" stroke-width="2.5" />
    </svg>
  );
}
