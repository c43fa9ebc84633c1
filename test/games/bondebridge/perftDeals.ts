/** Three fixed deals (PBN, North first) for perft counts; written out so no shuffle change can alter them. */
export const PERFT_DEALS = [
  'N:76.KQ9742.K9853. Q843.83.AT42.QT4 95.JT6.QJ76.7652 AKJT2.A5..AKJ983',
  'N:KT9.QJT984.98.T2 AJ4.A2.JT6.AK854 Q876532.3.AK2.73 .K765.Q7543.QJ96',
  'N:J8.A543.KT98.T42 T42.T2.653.KQ987 Q5.J96.AQ742.AJ6 AK9763.KQ87.J.53',
] as const;
