import type {
  ConditionLevel,
  ConditionSubject,
  Floor,
  NeighbourhoodTheme,
  RealEstateFeature,
  RealEstateKind,
  RealEstateState,
  RealEstateUsage,
  Rooms,
} from '../schemas/real-estate';

/** French labels of the real estate: kinds, usages, states, floors, rooms, features, conditions and neighbourhood themes. */

export const realEstateKindLabels: Record<RealEstateKind, string> = {
  appartment: 'Appartement',
  house: 'Maison',
};

export const realEstateUsageLabels: Record<RealEstateUsage, string> = {
  principal_residence: 'Résidence principale',
  secondary_residence: 'Résidence secondaire',
  rental_investment: 'Investissement locatif',
};

export const realEstateStateLabels: Record<RealEstateState, string> = {
  0: 'Ancien',
  1: 'Neuf',
};

export const floorLabels: Record<Floor, string> = {
  0: 'Rez-de-chaussée',
  1: '1er étage',
  2: '2e étage',
  3: '3e étage',
  4: '4e étage',
  5: '5e étage et plus',
};

export const roomsLabels: Record<Rooms, string> = {
  0: 'Studio',
  1: '1 pièce',
  2: '2 pièces',
  3: '3 pièces',
  4: '4 pièces',
  5: '5 pièces et plus',
};

export const realEstateFeatureLabels: Record<RealEstateFeature, string> = {
  elevator: 'Ascenseur',
  garage: 'Garage',
  balcony: 'Balcon',
  swimmingpool: 'Piscine',
  terrace: 'Terrasse',
  adjoiningBuilding: 'Dépendance',
  parking: 'Place de parking',
  garden: 'Jardin',
};

export const conditionSubjectLabels: Record<ConditionSubject, string> = {
  building: "État de l’immeuble",
  kitchen: 'État de la cuisine',
  bathroom: 'État de la salle de bains',
  bedroom: 'État des chambres',
  isolation: "État de l’isolation",
};

export const conditionLevelLabels: Record<ConditionLevel, string> = {
  1: 'À rénover',
  2: 'Bon état',
  3: 'Refait à neuf',
};

export const neighbourhoodThemeLabels: Record<NeighbourhoodTheme, string> = {
  culture: 'Culture',
  education: 'Éducation',
  food: 'Restauration',
  health: 'Santé',
  noise: 'Calme',
  pollution: "Qualité de l’air",
  safety: 'Sécurité',
  services: 'Services',
  shopping: 'Commerces',
  sun: 'Ensoleillement',
  transportation: 'Transports',
};
