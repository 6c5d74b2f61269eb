// Deterministic fake figures for the /tables demo: the English-only faker build, seeded once.
import { faker } from '@faker-js/faker/locale/en';

const DEMO_SEED = 20240601;
faker.seed(DEMO_SEED);

export const campaignRows = Array.from({ length: 75 }, (_unused, index) => {
  const impressions = faker.number.int({ min: 5_000, max: 250_000 });
  const clicks = faker.number.int({ min: Math.round(impressions * 0.005), max: Math.round(impressions * 0.04) });
  return {
    id: index + 1,
    campaign: `${faker.commerce.productAdjective()} ${faker.commerce.product()}`,
    company: faker.company.name(),
    impressions,
    clicks,
    spend: faker.number.float({ min: 50, max: 5_000, fractionDigits: 2 }),
    isActive: index % 3 !== 0,
    lastSync: index % 4 === 0 ? 'Error' : 'Finish',
  };
});

export const channelRows = ['Social ads', 'Search ads', 'Webinars', 'CRM'].map((channel) => ({
  channel,
  leads: faker.number.int({ min: 20, max: 900 }),
  conversion: faker.number.float({ min: 0.5, max: 12, fractionDigits: 1 }),
}));
