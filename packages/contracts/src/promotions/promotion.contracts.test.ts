import { describe, expect, it } from 'vitest';
import { promotionRaffleClaim, promotionRequestReward } from './promotion.contracts';

describe('the promotion calls’ documentation', () => {
  it('sends a reward ready to claim to the claim call: the reward request takes applications only', () => {
    // An agent reading the API document used the reward request to claim, and met 409 promotion_wrong_step.
    expect(promotionRequestReward.summary).toMatch(/application/i);
    expect(promotionRequestReward.summary).toContain(promotionRaffleClaim.path.split('/').pop());
    expect(promotionRequestReward.summary).not.toMatch(/\bor a reward ready to claim\b/);
  });
});
