import type { WebWords } from '../reference.js';

/** A game's options and why a set of them cannot be played (part of the web client's words). */
export const optionWords: Pick<WebWords, 'options' | 'optionErrors'> = {
  options: {
    'bondebridge.scoring':
      'Wertung: Standard (ein Punkt je Stich, 2 je fehlendem Stich) oder einfach (Stiche über sechs)',
    'bondebridge.scoring.standard': 'Standard',
    'bondebridge.scoring.simple': 'einfach',
    'bondebridge.doubling': 'Mit Kontra und Rekontra',
    'bondebridge.noTrumpOnly': 'Jedes Gebot in Sans Atout (ohne Trumpf)',
    'bondebridge.rotatingPartners': 'Wechselnde Partner bei jedem Spiel, Punkte je Spieler',
    'bondebridge.deals': 'Spiele im Match (durch 3 teilbar bei wechselnden Partnern oder drei Spielern)',
    'bondebridge.revokePenalty':
      'Stiche, die bei falschem Bedienen abgegeben werden (nur für die Punkteliste am Tisch)',
    'bondebridge.doubledPoints':
      'Kontriertes Spiel: alle Punkte zählen doppelt, oder nur die Strafe für einen gefallenen Kontrakt',
    'bondebridge.doubledPoints.all': 'alle Punkte',
    'bondebridge.doubledPoints.penalty': 'nur die Strafe',
    'bondebridge.threePlayers':
      'Drei Spieler: in jedem Spiel spielt einer von euch Nord und Süd; Punkte je Spieler',
    'bridge.scoring':
      'Wertung: Robber, Turnier (jedes Board für sich), Chicago (Runden zu vier Spielen) oder Gesamt (Spiele zusammengezählt, niemand in Gefahr)',
    'bridge.scoring.rubber': 'Robber',
    'bridge.scoring.duplicate': 'Turnier',
    'bridge.scoring.chicago': 'Chicago',
    'bridge.scoring.total': 'Gesamt',
    'bridge.firstCaller': 'Wer reizt zuerst: der Geber oder der Spieler links vom Geber',
    'bridge.firstCaller.dealer': 'der Geber',
    'bridge.firstCaller.left-of-dealer': 'links vom Geber',
    'bridge.rubbers': 'Robber: Anzahl Robber im Match',
    'bridge.boards': 'Turnier: Anzahl Boards im Match',
    'bridge.firstBoard': 'Turnier: Nummer des ersten Boards (legt Geber und Gefahrenlage fest)',
    'bridge.rounds': 'Chicago: Runden zu vier Spielen',
    'bridge.deals': 'Gesamt: Anzahl Spiele im Match',
    'selbu.players': 'Anzahl der Spieler (2–5)',
    'selbu.handSizes': 'Karten je Runde: 1…10 und zurück, nur aufwärts, nur abwärts oder eine eigene Liste',
    'selbu.handSizes.classic': '1…10, 10…1 (20 Runden)',
    'selbu.handSizes.up': '1…10',
    'selbu.handSizes.down': '10…1',
    'selbu.trump': 'Trumpf: feste Reihenfolge, Karte aufdecken, immer dieselbe Farbe oder nie',
    'selbu.trump.classic': 'feste Reihenfolge',
    'selbu.trump.draw': 'aufdecken: ab Bube ohne Trumpf',
    'selbu.trump.draw-suit': 'aufdecken: ihre Farbe ist Trumpf',
    'selbu.trump.fixed:S': 'immer Pik',
    'selbu.trump.fixed:H': 'immer Herz',
    'selbu.trump.fixed:D': 'immer Karo',
    'selbu.trump.fixed:C': 'immer Kreuz',
    'selbu.trump.none': 'ohne Trumpf',
    'selbu.bidding': 'Ansagen geheim und gleichzeitig aufgedeckt, oder der Reihe nach',
    'selbu.bidding.simultaneous': 'gleichzeitig',
    'selbu.bidding.sequential': 'der Reihe nach',
    'selbu.scoring': 'Wertung: 10 + Ansage, wenn die Ansage erfüllt ist, oder mit Minuspunkten',
    'selbu.scoring.classic': 'klassisch (10 + Ansage)',
    'selbu.scoring.penalty': 'mit Minuspunkten',
    'selbu.forehead': 'Runden mit einer Karte an der Stirn',
    'selbu.forehead.none': 'keine',
    'selbu.forehead.last': 'die letzte Runde',
    'selbu.forehead.first-and-last': 'die erste und die letzte Runde',
    'bridgette.colonOnColon': 'Colon auf ein Colon-Ausspiel',
    'bridgette.colonOnColon.forbidden': 'nicht erlaubt',
    'bridgette.colonOnColon.allowed': 'erlaubt (es verliert den Stich)',
    'bridgette.insultFirst': 'Kontra oder Rekontra und erfüllt: 400 / 1000 vor dem Vervielfachen addieren',
    custom: 'eigene …',
  },
  optionErrors: {
    'not-an-object': () => 'Die Optionen konnten nicht gelesen werden.',
    'unknown-option': () => 'Diese Option kennt der Server nicht.',
    'not-boolean': () => 'Wähle ja oder nein.',
    'not-integer': () => 'Gib eine ganze Zahl ein.',
    'out-of-range': (p) =>
      p.max === undefined
        ? `Gib eine Zahl ab ${p.min} ein.`
        : p.min === undefined
          ? `Gib eine Zahl bis ${p.max} ein.`
          : `Gib eine Zahl von ${p.min} bis ${p.max} ein.`,
    'not-a-choice': () => 'Wähle einen der Werte aus der Liste.',
    'not-a-schedule': () => 'Wähle einen Ablauf oder gib Kartenzahlen durch Kommas getrennt ein (1,2,3).',
    'not-a-hand-size': (p) =>
      `„${p.value}“ ist keine Kartenzahl: Gib ganze Zahlen ab 1 ein, durch Kommas getrennt.`,
    'too-many-cards': (p) =>
      `${p.players} Spieler × ${p.cards} Karten = ${p.dealt}, mehr als die ${p.pack} Karten des Spiels: Wähle weniger Karten oder weniger Spieler.`,
    'no-upcard': (p) =>
      `${p.players} Spieler × ${p.cards} Karten brauchen das ganze Spiel, dann bleibt keine Karte, um Trumpf aufzudecken: Wähle weniger Karten oder einen anderen Trumpf.`,
    'not-a-multiple': (p, w) =>
      `Mit „${w.option(p.because)}“ muss die Zahl durch ${p.of} teilbar sein (nicht ${p.value}).`,
    'not-combinable': (p, w) =>
      `„${w.option(p.option)}“ lässt sich nicht mit „${w.option(p.with)}“ kombinieren: wähle eins.`,
  },
};
