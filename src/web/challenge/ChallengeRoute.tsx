/** The challenge pages, one chunk loaded by the app only when one of them is opened. */
import { NEW_CHALLENGE } from '../state/paths.js';
import { ChallengeList } from './ChallengeList.js';
import { ChallengePage } from './ChallengePage.js';
import { NewChallenge } from './NewChallenge.js';
import './challenge.css';

export function ChallengeRoute({ id }: { id?: string }) {
  if (id === undefined) return <ChallengeList />;
  return id === NEW_CHALLENGE ? <NewChallenge /> : <ChallengePage id={id} key={id} />;
}
