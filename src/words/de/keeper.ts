import type { WebWords } from '../reference.js';
import { csv } from './csv.js';

/** The score keeper's words (the web client's, src/words/<lang>/web.ts has the rest). */
export const keeperWords: Pick<WebWords, 'keeper'> = {
  keeper: {
    title: 'Punkteliste führen',
    link: 'Punkte für ein Spiel mit echten Karten schreiben',
    intro:
      'Ihr spielt mit echten Karten? Die Punkteliste kennt die Regeln. Sie bleibt auf diesem Gerät und funktioniert ohne Netz.',
    sheets: 'Deine Punktelisten',
    noSheets: 'Noch keine Punktelisten.',
    newSheet: 'Neue Punkteliste',
    start: 'Punkteliste anlegen',
    open: 'Öffnen',
    remove: 'Löschen',
    confirmRemove: (title) => `Die Punkteliste „${title}“ löschen? Das lässt sich nicht rückgängig machen.`,
    unreadable: 'Diese gespeicherte Liste lässt sich nicht lesen',
    importJson: 'Punkteliste einlesen (JSON)',
    imported: 'Punkteliste eingelesen.',
    players: 'Spieler',
    playerName: (n) => `Spieler ${n}`,
    firstDealer: 'Erster Geber',
    dealsEntered: (n) => (n === 1 ? '1 Spiel' : `${n} Spiele`),
    finished: 'beendet',
    allSheets: 'Alle Punktelisten',
    next: 'Nächstes Spiel',
    dealNo: (n) => `Spiel ${n}`,
    roundNo: (n, of) => `Runde ${n} von ${of}`,
    boardNo: (n) => `Board ${n}`,
    chicagoDeal: (n) => `Chicago-Spiel ${n} von 4`,
    rubberNo: (n) => `Robber ${n}`,
    dealOf: (n, of) => `Spiel ${n} von ${of}`,
    extraDeal: 'Zusatzspiel (Gleichstand)',
    dealer: (name) => `Geber: ${name}`,
    bidsFirst: (name) => `${name} sagt zuerst an und spielt aus`,
    cards: (n) => (n === 1 ? '1 Karte' : `${n} Karten`),
    trump: (text) => `Trumpf: ${text}`,
    seating: 'Plätze in diesem Spiel',
    protocol: 'Punkte',
    saveDeal: 'Spiel eintragen',
    saveBids: 'Ansagen eintragen',
    saveRound: 'Stiche eintragen',
    changeBids: 'Ansagen ändern',
    passedOut: 'Eingepasst',
    thrownIn: 'Eingeworfen (alle haben gepasst)',
    level: 'Stufe',
    strain: 'Farbe',
    doubled: 'Kontriert',
    undoubled: 'nein',
    declarer: 'Alleinspieler',
    tricksSide: 'Stiche der Alleinspieler-Partei',
    tricksDeclarer: 'Stiche des Alleinspielers',
    needs: (n) => `braucht ${n}`,
    made: (over) => (over === 0 ? 'erfüllt' : `erfüllt +${over}`),
    down: (n) => `${n} Faller`,
    preview: 'Dieses Spiel bringt',
    honours: 'Honneurs',
    noHonours: 'keine',
    honoursOf: (side, points) => `${side} ${points}`,
    revokes: (side) => `Falsch bedient von ${side}`,
    revokeNote: (n) =>
      n === 1 ? 'jedes Mal wird 1 Stich abgegeben' : `jedes Mal werden ${n} Stiche abgegeben`,
    bidOf: (name) => `Ansage von ${name}`,
    tricksOf: (name) => `Stiche von ${name}`,
    bid: 'Ansage',
    tricks: 'Stiche',
    /** A count of tricks inside a line (German keeps its capital). */
    trickCount: (n) => `${n} ${n === 1 ? 'Stich' : 'Stiche'}`,
    trumpTurnedUp: 'Trumpf (aufgedeckte Karte)',
    chooseTrump: 'wählen …',
    forbidden: 'der Haken',
    tricksSum: (n, of) => `${n} von ${of} Stichen`,
    bidsSum: (n, of) => `Ansagen ergeben ${n} (Karten: ${of})`,
    none: 'keine',
    player: 'Spieler',
    suit: 'Farbe',
    lastTrick: 'Letzter Stich an',
    matadorPoint: 'Matadorpunkt (Asse und Zehnen) an',
    nobody: 'niemanden (Gleichstand)',
    entries: 'Eingetragene Spiele',
    noEntries: 'Noch nichts eingetragen.',
    correct: 'Berichtigen',
    correctDeal: (n) => `Spiel ${n} berichtigen`,
    correcting: (n) => `Spiel ${n} wird berichtigt`,
    save: 'Speichern',
    cancel: 'Abbrechen',
    removeDeal: 'Dieses Spiel löschen',
    endMatch: 'Match hier beenden',
    endMatchNote:
      'Robber-Bridge: ein unvollendeter Robber bringt +300 für eine Partie und +50 für einen Teilkontrakt.',
    reopen: 'Punkteliste wieder öffnen',
    unfinishedBonus: (side, points) => `Unvollendeter Robber: ${side} +${points}`,
    exportCsv: 'CSV herunterladen',
    exportJson: 'JSON herunterladen',
    share: 'Teilen',
    shareTitle: (title) => `Punkteliste: ${title}`,
    savedHere: 'Auf diesem Gerät gespeichert.',
    waitingTricks: 'Ansagen eingetragen: spielt die Runde, dann die Stiche eintragen.',
    csv,
    errors: {
      options: (p) => `Optionen: ${p.detail}`,
      players: (p) => `Bitte ${p.count} Namen eingeben (je höchstens ${p.max} Zeichen).`,
      'first-dealer': () => 'Bitte den ersten Geber wählen.',
      'sheet-shape': (p) => `Das ist keine Punkteliste (${p.detail}).`,
      'entry-shape': () => 'In diesem Eintrag fehlt etwas.',
      'no-entry': (p) => `Es gibt kein Spiel ${p.deal}.`,
      'match-over': () => 'Das Match ist vorbei: keine weiteren Spiele.',
      seat: (p) =>
        p.field === 'declarer'
          ? 'Bitte den Alleinspieler wählen.'
          : p.field === 'lastTrick'
            ? 'Bitte wählen, wer den letzten Stich bekam.'
            : 'Bitte wählen, wer den Matadorpunkt bekam (oder niemand).',
      'tricks-range': (p, name) =>
        p.seat === undefined
          ? `Stiche: von 0 bis ${p.max}.`
          : `${name(Number(p.seat))}: Stiche von 0 bis ${p.max}.`,
      contract: (p) =>
        p.text === '' || p.text === 'undefined'
          ? 'Bitte den Kontrakt wählen: Stufe und Farbe.'
          : `„${p.text}“ ist kein Kontrakt.`,
      'no-doubling': () => 'Kontra und Rekontra werden mit diesen Optionen nicht gespielt.',
      'nt-only': () => 'Mit diesen Optionen ist jeder Kontrakt Sans Atout.',
      honours: (p) =>
        p.reason === 'nt'
          ? 'In Sans Atout zählen nur alle vier Asse in einer Hand als Honneurs (150).'
          : p.reason === 'scoring'
            ? 'Honneurs zählen nur im Robber-Bridge.'
            : 'Honneurs: bitte eine Partei und 100 oder 150 wählen.',
      'revoke-range': (p) => `Falsch bedient: eine Zahl von 0 bis ${p.max}.`,
      'bids-count': () => 'Bitte für jeden Spieler eine Ansage eintragen.',
      'bid-range': (p, name) => `${name(Number(p.seat))}: eine Ansage von 0 bis ${p.max}.`,
      'hook-simultaneous': (p, name) =>
        `Die Ansagen ergeben zusammen ${p.size}, so viele wie Karten: ${name(Number(p.seat))}, links vom Geber, muss die Ansage ändern (der Haken).`,
      'hook-sequential': (p, name) =>
        `${name(Number(p.seat))} als Geber darf nicht ${p.bid} ansagen: die Ansagen ergäben ${p.size}, so viele wie Karten (der Haken).`,
      'tricks-count': () => 'Bitte für jeden Spieler die Stiche eintragen.',
      'tricks-sum': (p) => `Die Stiche ergeben zusammen ${p.sum}, gespielt wurden aber ${p.size}.`,
      trump: (p) =>
        p.reason === 'draw'
          ? 'Bitte den aufgedeckten Trumpf eintragen.'
          : `Trumpf dieser Runde ist ${p.trump}.`,
      'round-unfinished': (p) => `Bitte zuerst die Stiche der Runde ${p.round} eintragen.`,
      declarations: (p) =>
        p.reason === 'tjog-first'
          ? 'Die erste Meldung eines Spiels ist ein Trumpf: ein Tjog braucht einen Trumpf.'
          : p.reason === 'same-suit'
            ? 'Der Tjog muss in einer anderen Farbe sein als der Trumpf.'
            : p.reason === 'twice'
              ? 'Höchstens ein Trumpf und ein Tjog pro Spiel.'
              : 'Eine Meldung nennt einen Spieler, Trumpf oder Tjog und eine Farbe.',
      'correction-breaks-later': (p) => `Diese Änderung macht Spiel ${p.deal} unmöglich:`,
    },
  },
};
