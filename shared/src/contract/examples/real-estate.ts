import type { ResponseOf } from '../define-call';
import type * as calls from '../real-estate';
import { estimate, realEstate } from './entities';

/** A valid example answer of each call of `contract/real-estate.ts`; missing or drifted examples fail to compile. */
export const realEstateExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  createRealEstate: realEstate,
  getRealEstates: [realEstate],
  getRealEstate: realEstate,
  estimateRealEstate: estimate,
  getRealEstateEstimate: estimate,
  getRealEstateCashValues: { series: estimate.history, simulatedFrom: null },
  getUserRealEstate: realEstate,
  getUserRealEstateEstimate: estimate,
  getUserRealEstateCashValues: { series: estimate.history, simulatedFrom: null },
  updateRealEstate: realEstate,
  deleteRealEstate: {},
  searchAddresses: {
    addresses: [
      {
        label: '12 Rue d’Austerlitz 69004 Lyon',
        latitude: 45.7745,
        longitude: 4.8311,
        city: 'Lyon',
        postcode: '69004',
        inseeCode: '69384',
        score: 0.97,
        type: 'housenumber',
        housenumber: '12',
        street: 'Rue d’Austerlitz',
        context: '69, Rhône, Auvergne-Rhône-Alpes',
      },
    ],
    source: 'geoplateforme',
  },
};
