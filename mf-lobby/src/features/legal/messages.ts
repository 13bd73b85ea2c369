import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** French text of the terms of use (`/cgu`). The operator is the fictional Patrimo SAS of the legal notice. */
export const cguMessages = defineMessages({
  title: { id: 'lobby.cgu.title', defaultMessage: 'Conditions générales d’utilisation' },
  updated: { id: 'lobby.cgu.updated', defaultMessage: 'Version en vigueur au 1er janvier 2026' },
  tocLabel: { id: 'lobby.cgu.tocLabel', defaultMessage: 'Sommaire des articles' },
  faqLink: { id: 'lobby.cgu.faqLink', defaultMessage: 'Consulter les questions fréquentes' },
  legalLink: { id: 'lobby.cgu.legalLink', defaultMessage: 'Mentions légales' },

  a1Title: { id: 'lobby.cgu.a1Title', defaultMessage: 'Objet du Service' },
  a1p2: {
    id: 'lobby.cgu.a1p2',
    defaultMessage: 'Le Service comprend également un espace destiné aux conseillers en gestion de patrimoine, qui leur permet de suivre, avec leur accord, le patrimoine de leurs clients. Les présentes CGU s’appliquent à tous les utilisateurs ; les conseillers sont en outre liés par le contrat conclu entre leur cabinet et Patrimo SAS.',
  },
  a2Title: { id: 'lobby.cgu.a2Title', defaultMessage: 'Définitions' },
  a2p1: {
    id: 'lobby.cgu.a2p1',
    defaultMessage: '« Utilisateur » : toute personne physique majeure titulaire d’un compte sur le Service.',
  },
  a2p2: {
    id: 'lobby.cgu.a2p2',
    defaultMessage: '« Établissement » : banque, assureur, société de gestion, courtier ou teneur de compte auprès duquel l’Utilisateur détient des avoirs ou des crédits.',
  },
  a2p3: {
    id: 'lobby.cgu.a2p3',
    defaultMessage: '« Partenaire d’agrégation » : le prestataire de services d’information sur les comptes qui interroge les Établissements pour le compte de l’Utilisateur.',
  },
  a2p4: {
    id: 'lobby.cgu.a2p4',
    defaultMessage: '« Conseiller » : professionnel du patrimoine habilité à utiliser l’espace conseiller au sein d’un cabinet client de Patrimo SAS.',
  },
  a3Title: { id: 'lobby.cgu.a3Title', defaultMessage: 'Accès au Service' },
  a3p1: {
    id: 'lobby.cgu.a3p1',
    defaultMessage: 'Le Service est ouvert aux personnes physiques majeures et capables, agissant à titre privé. Il est accessible depuis un navigateur récent, tous les jours et à toute heure, sous réserve des opérations de maintenance et des interruptions indépendantes de la volonté de l’éditeur.',
  },
  a3p2: {
    id: 'lobby.cgu.a3p2',
    defaultMessage: 'Certaines déclinaisons du Service sont réservées aux personnes invitées par un Conseiller : l’inscription suppose alors une invitation en cours de validité.',
  },
  a3p3: {
    id: 'lobby.cgu.a3p3',
    defaultMessage: 'L’éditeur peut faire évoluer le Service, notamment pour en renforcer la sécurité ou l’enrichir, sans que ces évolutions ne réduisent les fonctionnalités essentielles d’un abonnement en cours.',
  },
  a4Title: { id: 'lobby.cgu.a4Title', defaultMessage: 'Compte utilisateur' },
  a4p1: {
    id: 'lobby.cgu.a4p1',
    defaultMessage: 'L’inscription requiert une adresse e-mail valide, un mot de passe suffisamment robuste et l’acceptation des présentes CGU. Un code de confirmation de huit caractères est adressé par e-mail pour vérifier l’adresse ; après plusieurs saisies erronées, la vérification est bloquée pendant trente minutes.',
  },
  a4p2: {
    id: 'lobby.cgu.a4p2',
    defaultMessage: 'L’Utilisateur est seul responsable de la confidentialité de ses identifiants de connexion. Toute utilisation qu’il soupçonne frauduleuse doit être signalée sans délai à l’assistance. Par sécurité, une session inactive est fermée automatiquement.',
  },
  a4p3: {
    id: 'lobby.cgu.a4p3',
    defaultMessage: 'Les informations de profil (situation familiale, revenus, patrimoine, objectifs, profil d’investisseur) sont déclaratives. L’Utilisateur s’engage à les tenir exactes : la pertinence des analyses en dépend.',
  },
  a5Title: { id: 'lobby.cgu.a5Title', defaultMessage: 'Connexion des Établissements' },
  a5p1: {
    id: 'lobby.cgu.a5p1',
    defaultMessage: 'La connexion d’un Établissement est réalisée par le Partenaire d’agrégation, prestataire de services d’information sur les comptes agréé par l’Autorité de contrôle prudentiel et de résolution (ACPR). L’Utilisateur lui transmet, par l’intermédiaire du Service, les identifiants de consultation de son espace en ligne ; ils sont chiffrés et ne sont jamais accessibles aux équipes de l’éditeur.',
  },
  a5p2: {
    id: 'lobby.cgu.a5p2',
    defaultMessage: 'L’accès est limité à la consultation : aucune opération ne peut être initiée depuis le Service. Les données sont actualisées quotidiennement ; la première récupération peut prendre plusieurs minutes.',
  },
  a5p3: {
    id: 'lobby.cgu.a5p3',
    defaultMessage: 'La disponibilité et l’exactitude des données dépendent des Établissements. Une connexion peut être interrompue (mot de passe modifié, action requise sur le site de l’Établissement, site indisponible) : le Service en informe l’Utilisateur, qui peut la rétablir. L’Utilisateur peut supprimer une connexion à tout moment.',
  },
  a5p4: {
    id: 'lobby.cgu.a5p4',
    defaultMessage: 'Le compte « Démonstration », proposé pour découvrir le Service, contient des données fictives. Il ne peut être relié à aucun Établissement et disparaît après l’ajout réussi d’un premier Établissement.',
  },
  a6Title: { id: 'lobby.cgu.a6Title', defaultMessage: 'Nature des informations fournies' },
  a6p1: {
    id: 'lobby.cgu.a6p1',
    defaultMessage: 'Les analyses, indicateurs, estimations et recommandations du Service sont produits automatiquement à partir des données récupérées, des informations déclarées par l’Utilisateur et de données de marché. Ils constituent une information générale et non un conseil en investissement personnalisé au sens du code monétaire et financier, sauf mention contraire expresse figurant sur l’écran concerné.',
  },
  a6p2: {
    id: 'lobby.cgu.a6p2',
    defaultMessage: 'Les performances passées ne préjugent pas des performances futures, et tout investissement en unités de compte ou en titres comporte un risque de perte en capital. Les estimations immobilières sont indicatives et ne remplacent pas l’avis d’un professionnel de l’immobilier.',
  },
  a6p3: {
    id: 'lobby.cgu.a6p3',
    defaultMessage: 'Les arbitrages préparés dans le Service ne sont pas exécutés par celui-ci : il appartient à l’Utilisateur de les transmettre, s’il le souhaite, à l’Établissement concerné. Ses décisions d’investissement relèvent de sa seule responsabilité.',
  },
  a7Title: { id: 'lobby.cgu.a7Title', defaultMessage: 'Abonnement, prix et paiement' },
  a7p1: {
    id: 'lobby.cgu.a7p1',
    defaultMessage: 'Certaines fonctionnalités sont accessibles sur abonnement. Les offres et leurs prix, exprimés toutes taxes comprises, sont présentés avant toute souscription. L’abonnement est payable mensuellement ou annuellement ; le paiement annuel permet d’économiser 10 % par rapport à douze mensualités.',
  },
  a7p2: {
    id: 'lobby.cgu.a7p2',
    defaultMessage: 'Un code promotionnel peut donner droit à une période gratuite, à une remise en pourcentage ou à une remise d’un montant fixe, pendant le nombre de mois qu’il indique. Il est vérifié lors de sa saisie et ne s’applique qu’une fois par compte.',
  },
  a7p3: {
    id: 'lobby.cgu.a7p3',
    defaultMessage: 'Le paiement s’effectue par carte bancaire auprès d’un prestataire de paiement sécurisé ; l’éditeur ne conserve pas les numéros de carte. L’abonnement est reconduit tacitement à chaque échéance. L’Utilisateur peut le résilier à tout moment depuis son espace, la résiliation prenant effet au terme de la période en cours. Les factures sont disponibles dans l’espace « Abonnement ».',
  },
  a7p4: {
    id: 'lobby.cgu.a7p4',
    defaultMessage: 'L’Utilisateur consommateur dispose d’un délai de quatorze jours à compter de la souscription pour exercer son droit de rétractation. S’il demande à accéder au Service avant la fin de ce délai, il est remboursé au prorata de la période non utilisée.',
  },
  a8Title: { id: 'lobby.cgu.a8Title', defaultMessage: 'Données personnelles' },
  a8p1: {
    id: 'lobby.cgu.a8p1',
    defaultMessage: 'Patrimo SAS traite les données de l’Utilisateur en qualité de responsable de traitement, pour fournir le Service (exécution du contrat), en assurer la sécurité (intérêt légitime) et respecter ses obligations légales de facturation et de comptabilité. Les données ne sont ni vendues, ni louées, ni cédées à des fins commerciales.',
  },
  a8p2: {
    id: 'lobby.cgu.a8p2',
    defaultMessage: 'Les données sont hébergées dans l’Union européenne et ne sont accessibles qu’aux personnes qui en ont besoin pour le Service et aux sous-traitants strictement nécessaires (hébergeur, Partenaire d’agrégation, prestataire de paiement). Elles sont conservées pendant la durée du compte, puis effacées, à l’exception des pièces comptables conservées dix ans.',
  },
  a8p3: {
    id: 'lobby.cgu.a8p3',
    defaultMessage: 'Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, l’Utilisateur dispose d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives relatives au sort de ses données après son décès.',
  },
  a8p5: {
    id: 'lobby.cgu.a8p5',
    defaultMessage: 'Lorsque l’Utilisateur accepte l’invitation d’un Conseiller, ce dernier accède en consultation à ses comptes, contrats, biens et profil. L’Utilisateur peut retirer cet accès à tout moment.',
  },
  a9Title: { id: 'lobby.cgu.a9Title', defaultMessage: 'Cookies et traceurs' },
  a9p1: {
    id: 'lobby.cgu.a9p1',
    defaultMessage: 'Le Service n’utilise que les cookies et le stockage local nécessaires à son fonctionnement (session, préférences d’affichage, mémorisation de l’information relative aux cookies) et une mesure d’audience anonyme, exemptée de consentement. Aucun traceur publicitaire n’est déposé.',
  },
  a10Title: { id: 'lobby.cgu.a10Title', defaultMessage: 'Suppression du compte' },
  a10p1: {
    id: 'lobby.cgu.a10p1',
    defaultMessage: 'L’Utilisateur peut supprimer son compte à tout moment depuis la page « Mon compte », en cochant la case de confirmation prévue à cet effet. Un e-mail contenant un lien de confirmation lui est alors adressé ; ce lien a une durée de validité limitée.',
  },
  a10p2: {
    id: 'lobby.cgu.a10p2',
    defaultMessage: 'Une fois la suppression confirmée, l’Utilisateur est déconnecté et l’ensemble de ses données, connexions aux Établissements comprises, est effacé, sous réserve des obligations légales de conservation. L’abonnement en cours prend fin, sans remboursement de la période entamée hors exercice du droit de rétractation.',
  },
  a10p3: {
    id: 'lobby.cgu.a10p3',
    defaultMessage: 'L’éditeur peut suspendre ou clôturer un compte en cas de manquement grave aux présentes CGU, après en avoir informé l’Utilisateur, sauf urgence tenant à la sécurité du Service ou des autres utilisateurs.',
  },
  a11Title: { id: 'lobby.cgu.a11Title', defaultMessage: 'Responsabilité' },
  a11p1: {
    id: 'lobby.cgu.a11p1',
    defaultMessage: 'L’éditeur met en œuvre les moyens raisonnables pour assurer la disponibilité, la sécurité et l’exactitude du Service ; il est tenu à ce titre d’une obligation de moyens.',
  },
  a11p2: {
    id: 'lobby.cgu.a11p2',
    defaultMessage: 'Il ne saurait être tenu responsable des erreurs, omissions ou retards provenant des Établissements ou du Partenaire d’agrégation, des décisions d’investissement prises par l’Utilisateur, ni des dommages résultant d’une utilisation du Service non conforme aux présentes CGU ou de la divulgation par l’Utilisateur de ses identifiants.',
  },
  a11p3: {
    id: 'lobby.cgu.a11p3',
    defaultMessage: 'Aucune stipulation des présentes CGU ne limite la responsabilité de l’éditeur en cas de faute lourde ou intentionnelle, ni les droits que l’Utilisateur consommateur tient de la loi.',
  },
  a12Title: { id: 'lobby.cgu.a12Title', defaultMessage: 'Propriété intellectuelle' },
  a12p1: {
    id: 'lobby.cgu.a12p1',
    defaultMessage: 'Le Service, ses contenus, ses marques et ses logiciels sont la propriété de Patrimo SAS ou de ses concédants. L’Utilisateur bénéficie d’un droit d’usage personnel, non exclusif et non cessible, pour la durée de son compte. Toute extraction ou réutilisation non autorisée est interdite.',
  },
  a13Title: { id: 'lobby.cgu.a13Title', defaultMessage: 'Assistance' },
  a13p2: {
    id: 'lobby.cgu.a13p2',
    defaultMessage: 'Les réponses aux questions les plus courantes — connexion d’un Établissement, synchronisation, abonnement, suppression du compte — sont regroupées dans la foire aux questions.',
  },
  a14Title: { id: 'lobby.cgu.a14Title', defaultMessage: 'Modification des CGU' },
  a14p1: {
    id: 'lobby.cgu.a14p1',
    defaultMessage: 'L’éditeur peut modifier les présentes CGU. Toute modification substantielle est notifiée à l’Utilisateur au moins trente jours avant son entrée en vigueur ; l’Utilisateur qui la refuse peut supprimer son compte avant cette date.',
  },
  a15Title: { id: 'lobby.cgu.a15Title', defaultMessage: 'Droit applicable et litiges' },
  a15p1: {
    id: 'lobby.cgu.a15p1',
    defaultMessage: 'Les présentes CGU sont soumises au droit français. En cas de différend, l’Utilisateur est invité à s’adresser d’abord à l’assistance afin de rechercher une solution amiable.',
  },
  a15p2: {
    id: 'lobby.cgu.a15p2',
    defaultMessage: 'L’Utilisateur consommateur peut recourir gratuitement au médiateur de la consommation désigné dans les mentions légales. À défaut d’accord amiable, le litige est porté devant les juridictions françaises compétentes dans les conditions prévues par le code de la consommation.',
  },
});

/** French text of the legal notice (`/mentions-legales`) of this demonstration build. */
export const legalNoticeMessages = defineMessages({
  title: { id: 'lobby.legal.title', defaultMessage: 'Mentions légales' },
  updated: { id: 'lobby.legal.updated', defaultMessage: 'Dernière mise à jour : 1er janvier 2026' },
  tocLabel: { id: 'lobby.legal.tocLabel', defaultMessage: 'Sommaire des mentions légales' },
  demoTitle: { id: 'lobby.legal.demoTitle', defaultMessage: 'Version de démonstration' },
  publisherTitle: { id: 'lobby.legal.publisherTitle', defaultMessage: 'Éditeur' },
  publisherName: {
    id: 'lobby.legal.publisherName',
    defaultMessage: 'Patrimo SAS, société par actions simplifiée au capital de 50 000 euros.',
  },
  publisherAddress: {
    id: 'lobby.legal.publisherAddress',
    defaultMessage: 'Siège social : 12 rue de l’Exemple, 75002 Paris, France (adresse fictive).',
  },
  publisherRegistry: {
    id: 'lobby.legal.publisherRegistry',
    defaultMessage: 'Immatriculée au registre du commerce et des sociétés de Paris sous le numéro 000 000 000 (numéro fictif). Numéro de TVA intracommunautaire : FR00 000000000 (fictif).',
  },
  publisherPhone: { id: 'lobby.legal.publisherPhone', defaultMessage: 'Téléphone : 01 00 00 00 00 (numéro fictif, prix d’un appel local).' },
  directorTitle: { id: 'lobby.legal.directorTitle', defaultMessage: 'Direction de la publication' },
  directorBody: {
    id: 'lobby.legal.directorBody',
    defaultMessage: 'Camille Martin, présidente de Patrimo SAS (personne fictive).',
  },
  hostTitle: { id: 'lobby.legal.hostTitle', defaultMessage: 'Hébergement' },
  hostBody: {
    id: 'lobby.legal.hostBody',
    defaultMessage: 'Le site et ses données sont hébergés par Hébergement Exemple SAS, 8 avenue de la Démonstration, 67000 Strasbourg, France (société et adresse fictives), dans des centres de données situés dans l’Union européenne.',
  },
  aggregationTitle: { id: 'lobby.legal.aggregationTitle', defaultMessage: 'Agrégation bancaire' },
  aggregationBody: {
    id: 'lobby.legal.aggregationBody',
    defaultMessage: 'La connexion aux établissements financiers est assurée par Agrégation Exemple SAS (société fictive), prestataire de services d’information sur les comptes agréé par l’Autorité de contrôle prudentiel et de résolution (ACPR, 4 place de Budapest, 75009 Paris). Patrimo SAS ne détient pas les identifiants bancaires des utilisateurs.',
  },
  adviceTitle: { id: 'lobby.legal.adviceTitle', defaultMessage: 'Nature du service' },
  adviceBody: {
    id: 'lobby.legal.adviceBody',
    defaultMessage: 'Les analyses et recommandations publiées sur le site sont des informations générales et ne constituent pas un conseil en investissement personnalisé, sauf mention contraire expresse. Les performances passées ne préjugent pas des performances futures.',
  },
  ipTitle: { id: 'lobby.legal.ipTitle', defaultMessage: 'Propriété intellectuelle' },
  ipBody: {
    id: 'lobby.legal.ipBody',
    defaultMessage: 'L’ensemble des éléments du site — textes, marques, logos, interfaces et logiciels — est protégé par le droit de la propriété intellectuelle et appartient à Patrimo SAS ou à ses concédants. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite.',
  },
  dataTitle: { id: 'lobby.legal.dataTitle', defaultMessage: 'Données personnelles' },
  dataBody: {
    id: 'lobby.legal.dataBody',
    defaultMessage: 'Patrimo SAS est responsable des traitements de données personnelles opérés sur le site. Leurs finalités, leurs durées de conservation et les droits dont vous disposez sont décrits à l’article 8 des conditions générales d’utilisation. Vous pouvez introduire une réclamation auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.',
  },
  cookiesTitle: { id: 'lobby.legal.cookiesTitle', defaultMessage: 'Cookies' },
  cookiesBody: {
    id: 'lobby.legal.cookiesBody',
    defaultMessage: 'Le site n’utilise que des cookies et un stockage local nécessaires à son fonctionnement, ainsi qu’une mesure d’audience anonyme. Aucun cookie publicitaire n’est déposé.',
  },
  mediationTitle: { id: 'lobby.legal.mediationTitle', defaultMessage: 'Médiation de la consommation' },
  mediationBody: {
    id: 'lobby.legal.mediationBody',
    defaultMessage: 'En cas de litige non résolu avec l’assistance, vous pouvez saisir gratuitement Médiation Exemple (organisme fictif), 20 rue du Médiateur, 69002 Lyon, France.',
  },
  termsLink: { id: 'lobby.legal.termsLink', defaultMessage: 'Lire les conditions générales d’utilisation' },
});

// Messages with values are declared one by one so react-intl checks their arguments; `<mail>` wraps an e-mail link.

/** Article heading: « Article 3 — Accès au Service ». */
export const legalArticleHeading = defineMessage<{ number: number; title: string }>({
  id: 'lobby.legal.articleHeading',
  defaultMessage: 'Article {number} — {title}',
});

export const cguPreamble = defineMessage<{ brand: string }>({
  id: 'lobby.cgu.preamble',
  defaultMessage:
    'Les présentes conditions générales d’utilisation (les « CGU ») encadrent l’accès au service {brand} et son utilisation. Le service est édité par Patrimo SAS, dont les coordonnées figurent dans les mentions légales. En créant un compte, l’Utilisateur reconnaît les avoir lues et les accepter sans réserve.',
});

export const cguArticle1 = defineMessage<{ brand: string }>({
  id: 'lobby.cgu.a1p1',
  defaultMessage:
    '{brand} (le « Service ») est un service en ligne d’agrégation et d’analyse patrimoniale. Il permet à l’Utilisateur de réunir dans un même espace les informations relatives à ses comptes bancaires, livrets d’épargne, comptes-titres, contrats d’assurance-vie et de capitalisation, produits d’épargne retraite et salariale, crédits et biens immobiliers, d’en obtenir des analyses et de préparer des arbitrages.',
});

export const cguRightsContact = defineMessage<{ email: string; mail: MessageTag }>({
  id: 'lobby.cgu.a8p4',
  defaultMessage:
    'Ces droits s’exercent par e-mail à l’adresse <mail>{email}</mail>, une réponse étant apportée dans un délai d’un mois. L’Utilisateur peut également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
});

export const cguAssistance = defineMessage<{ email: string; mail: MessageTag }>({
  id: 'lobby.cgu.a13p1',
  defaultMessage:
    'Pour toute question relative au Service, à son compte ou à son abonnement, l’Utilisateur peut écrire à l’assistance à l’adresse <mail>{email}</mail>. L’équipe répond du lundi au vendredi, en principe sous deux jours ouvrés.',
});

export const legalDemoNotice = defineMessage<{ brand: string }>({
  id: 'lobby.legal.demoNotice',
  defaultMessage:
    'Ces mentions légales sont celles de la version de démonstration de {brand}. L’éditeur, les personnes, les adresses et les numéros d’immatriculation qui y figurent sont fictifs ; seules les coordonnées de la CNIL et de l’ACPR sont réelles.',
});

export const legalSiteIntro = defineMessage<{ brand: string }>({
  id: 'lobby.legal.siteIntro',
  defaultMessage: 'Le site {brand} est édité par :',
});

export const legalContact = defineMessage<{ email: string; mail: MessageTag }>({
  id: 'lobby.legal.contact',
  defaultMessage: 'Contact : <mail>{email}</mail>',
});
