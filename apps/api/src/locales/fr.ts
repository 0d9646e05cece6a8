import type { ApiCatalog } from './en';

/** The API's messages in French. */
export const fr: ApiCatalog = {
  'New listings for your search: {name}': 'Nouvelles annonces pour votre recherche : {name}',
  'New on {site} for your saved search “{name}”:':
    'Nouveau sur {site} pour votre recherche enregistrée « {name} » :',
  'New listing': 'Nouvelle annonce',
  'Price reduced, was {price}': 'Prix en baisse, auparavant {price}',
  'Price on request': 'Prix sur demande',
  'See the listing': 'Voir l’annonce',
  'Manage this search': 'Gérer cette recherche',
  'Stop these alerts': 'Arrêter ces alertes',
  'You get this e-mail because you saved this search on {site}. One click on “Stop these alerts” ends them, no sign-in needed.':
    'Vous recevez cet e-mail parce que vous avez enregistré cette recherche sur {site}. Un clic sur « Arrêter ces alertes » les arrête, sans connexion.',
  'The request body is not valid JSON': "Le corps de la requête n'est pas un JSON valide",
  'The request body is empty': 'Le corps de la requête est vide',
  'The request body is too large': 'Le corps de la requête est trop volumineux',
  'Unsupported content type': 'Type de contenu non pris en charge',
  'Invalid Content-Length header': 'En-tête Content-Length invalide',
  'The file is too large': 'Le fichier est trop volumineux',
  'Too many parts in the upload': "Trop de parties dans l'envoi",
  'Too many files in the upload': "Trop de fichiers dans l'envoi",
  'Too many fields in the upload': "Trop de champs dans l'envoi",
  'Expected a multipart upload': 'Un envoi multipart était attendu',
  'The request is not valid': "La requête n'est pas valide",
  'Invalid value': 'Valeur invalide',
  Required: 'Obligatoire',
  'Text must not contain NUL characters': 'Le texte ne doit pas contenir de caractères NUL',
  'A value in the request is not valid': "Une valeur de la requête n'est pas valide",
  'Something went wrong on our side. Please try again.':
    'Un problème est survenu de notre côté. Veuillez réessayer.',
  'The address is not a valid URL': "L'adresse n'est pas une URL valide",
  'A value in the address is too long': "Une valeur de l'adresse est trop longue",
  'Agent not found': 'Agent introuvable',
  'Amenity not found': 'Équipement introuvable',
  'City not found': 'Ville introuvable',
  'Country not found': 'Pays introuvable',
  'Customer not found': 'Client introuvable',
  'Event category not found': "Catégorie d'événement introuvable",
  'Feature not found': 'Caractéristique introuvable',
  'Image not found': 'Image introuvable',
  'No place found': 'Aucun lieu trouvé',
  'Property not found': 'Bien introuvable',
  'Translation not found': 'Traduction introuvable',
  'Property type not found': 'Type de bien introuvable',
  'Suburb not found': 'Quartier introuvable',
  'Tenant not found': 'Site introuvable',
  'Tenant not found: send the X-Tenant header': "Site introuvable : envoyez l'en-tête X-Tenant",
  'Unit not found': 'Unité introuvable',
  'User not found': 'Utilisateur introuvable',
  'Enter a name for the search': 'Saisissez un nom pour la recherche',
  'The name has at most 80 characters': 'Le nom compte 80 caractères au plus',
  'The search address has at most 2000 characters':
    'L’adresse de la recherche compte 2000 caractères au plus',
  'Enter your e-mail address to hear about this search':
    'Saisissez votre adresse e-mail pour être averti de cette recherche',
  'You have 50 saved searches: delete one to save another':
    'Vous avez 50 recherches enregistrées : supprimez-en une pour en enregistrer une autre',
  'This address has too many searches waiting for confirmation: confirm them first':
    'Cette adresse a trop de recherches en attente de confirmation : confirmez-les d’abord',
  'Too many confirmation e-mails for this address. Please try again in an hour.':
    'Trop d’e-mails de confirmation pour cette adresse. Réessayez dans une heure.',
  'This confirmation link is not valid or has expired. Save the search again.':
    'Ce lien de confirmation n’est pas valide ou a expiré. Enregistrez de nouveau la recherche.',
  'This link is not valid, or its search was deleted.':
    'Ce lien n’est pas valide, ou sa recherche a été supprimée.',
  'Saved search not found': 'Recherche enregistrée introuvable',
  'A property type of this search no longer exists':
    'Un type de bien de cette recherche n’existe plus',
  'A suburb of this search no longer exists': 'Un quartier de cette recherche n’existe plus',
  'A city of this search no longer exists': 'Une ville de cette recherche n’existe plus',
  'A feature of this search no longer exists':
    'Une caractéristique de cette recherche n’existe plus',
  'You will receive no more alerts for this search.':
    'Vous ne recevrez plus d’alertes pour cette recherche.',
  'Too many brochures are being made at once; try again in a minute':
    'Trop de brochures sont en préparation ; réessayez dans une minute',
  'Brochures are not available here: the server has no Chromium (CHROME_PATH)':
    'Les brochures ne sont pas disponibles ici : le serveur n’a pas Chromium (CHROME_PATH)',
  'The brochure could not be made; try again': 'La brochure n’a pas pu être préparée ; réessayez',
  'For sale': 'À vendre',
  'To rent': 'À louer',
  'Short stay': 'Séjour court',
  '{area} ha': '{area} ha',
  '{area} sq ft': '{area} pi²',
  '{area} m²': '{area} m²',
  '{area} acres': '{area} acres',
  Type: 'Type',
  Area: 'Surface',
  Built: 'Construit en',
  Reference: 'Référence',
  Telephone: 'Téléphone',
  WhatsApp: 'WhatsApp',
  'Key facts': 'L’essentiel',
  Description: 'Description',
  Features: 'Équipements',
  Contact: 'Contact',
  'See it online:': 'À voir en ligne :',
  '{price} / month': '{price} / mois',
  '{price} / night': '{price} / nuit',
  '{suburb}, {city}': '{suburb}, {city}',
  'Homes, land and offices for sale and to rent on {site}.':
    'Maisons, terrains et bureaux à vendre et à louer sur {site}.',
  'An account with this email already exists': 'Un compte existe déjà avec cette adresse e-mail',
  'Invalid credentials': 'Identifiants invalides',
  'Invalid access token. Please sign in again.':
    "Jeton d'accès invalide. Veuillez vous reconnecter.",
  'Please sign in to continue': 'Veuillez vous connecter pour continuer',
  'The Authorization header must be "Bearer <token>"':
    "L'en-tête Authorization doit être « Bearer <token> »",
  'This reset link is invalid or has expired. Request a new one.':
    "Ce lien de réinitialisation n'est pas valide ou a expiré. Demandez-en un nouveau.",
  'This session belongs to another site': 'Cette session appartient à un autre site',
  'Your account no longer exists': "Votre compte n'existe plus",
  'Your email address is already confirmed.': 'Votre adresse e-mail est déjà confirmée.',
  'Your session has ended. Please sign in again.':
    'Votre session est terminée. Veuillez vous reconnecter.',
  'Your session has expired. Please sign in again.':
    'Votre session a expiré. Veuillez vous reconnecter.',
  'Name each photo once': 'Nommez chaque photo une seule fois',
  'The profile photo must be one of the photos named':
    'La photo de profil doit faire partie des photos nommées',
  'The photos changed since this order was made: reload them and order them again':
    'Les photos ont changé depuis que cet ordre a été établi : rechargez-les et ordonnez-les à nouveau',
  'Not your property': "Ce bien n'est pas le vôtre",
  'Only agents can manage listings': 'Seuls les agents peuvent gérer les annonces',
  'Only agents and site staff can export listings':
    'Seuls les agents et l’équipe du site peuvent exporter des annonces',
  'You can only export your own listings': 'Vous ne pouvez exporter que vos propres annonces',
  'Name the agent whose listings to export': 'Indiquez l’agent dont les annonces sont à exporter',
  'Some of the chosen listings do not exist or are not this agent’s':
    'Certaines des annonces choisies n’existent pas ou ne sont pas à cet agent',
  'Name at least one listing': 'Indiquez au moins une annonce',
  'At most 200 listings at a time': '200 annonces au plus à la fois',
  'Only agents can manage property images': 'Seuls les agents peuvent gérer les images des biens',
  'Only moderators and admins can read the audit log':
    "Seuls les modérateurs et les administrateurs peuvent lire le journal d'audit",
  'Only moderators can change whether a listing is published':
    "Seuls les modérateurs peuvent changer la publication d'une annonce",
  'Only moderators can manage agents': 'Seuls les modérateurs peuvent gérer les agents',
  'Only moderators can manage banners': 'Seuls les modérateurs peuvent gérer les bannières',
  'Only moderators can review listings': 'Seuls les modérateurs peuvent examiner les annonces',
  'Only moderators can verify agents': 'Seuls les modérateurs peuvent vérifier les agents',
  'You can only change your own logo': 'Vous ne pouvez modifier que votre propre logo',
  'You can only change your own profile': 'Vous ne pouvez modifier que votre propre profil',
  'You can only create listings under your own agent id':
    "Vous ne pouvez créer des annonces que sous votre propre identifiant d'agent",
  'You can only look up your own account': 'Vous ne pouvez consulter que votre propre compte',
  'You can only request viewings for yourself':
    'Vous ne pouvez demander des visites que pour vous-même',
  'You can only see your own profile': 'Vous ne pouvez voir que votre propre profil',
  'You can only see your own requests': 'Vous ne pouvez voir que vos propres demandes',
  'A moderator has already approved this listing: it is live':
    'Un modérateur a déjà approuvé cette annonce : elle est en ligne',
  'Choose at least one image to upload': 'Choisissez au moins une image à envoyer',
  'Could not delete image': "Impossible de supprimer l'image",
  'Invalid file name': 'Nom de fichier invalide',
  'That image does not belong to this property': "Cette image n'appartient pas à ce bien",
  'The image could not be read': "L'image n'a pas pu être lue",
  'The logo must be square: crop it to 1:1': 'Le logo doit être carré : recadrez-le en 1:1',
  'The suburb, city and country do not match':
    'Le quartier, la ville et le pays ne correspondent pas',
  'This is your listing': "C'est votre annonce",
  'This listing does not have that feature': "Cette annonce n'a pas cette caractéristique",
  'Offer at least one language': 'Proposez au moins une langue',
  'Each language can be offered once': 'Chaque langue ne peut être proposée qu’une fois',
  'The default language must be one of the offered languages':
    'La langue par défaut doit faire partie des langues proposées',
  'Choose one of the languages this site offers': 'Choisissez une des langues que ce site propose',
  "This is the listing's original language: edit the listing itself":
    "C'est la langue d'origine de l'annonce : modifiez l'annonce elle-même",
  'Enter the title': 'Saisissez le titre',
  "Only admins can change the site's languages":
    'Seuls les administrateurs peuvent changer les langues du site',
  'We have sent several links already. Please wait 15 minutes before asking again.':
    'Nous avons déjà envoyé plusieurs liens. Veuillez attendre 15 minutes avant de redemander.',
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.':
    'Trop de tentatives de connexion échouées. Veuillez attendre 15 minutes et réessayer.',
  'Too many sign-ups from this address. Please wait 15 minutes and try again.':
    "Trop d'inscriptions depuis cette adresse. Veuillez attendre 15 minutes et réessayer.",
  'The file contains markup and is not a plain image':
    "Le fichier contient du balisage et n'est pas une simple image",
  'The profile photo must have an 8:5 aspect ratio: crop it first':
    "La photo de profil doit avoir un rapport 8:5 : recadrez-la d'abord",
  'The upload could not be read: send the images as multipart/form-data, complete':
    "L'envoi n'a pas pu être lu : envoyez les images en multipart/form-data, complètes",
  'The photo address is not allowed': "L'adresse de la photo n'est pas autorisée",
  'The photo could not be downloaded': "La photo n'a pas pu être téléchargée",
  'The photo is too large': 'La photo est trop volumineuse',
  'The photo took too long to download': 'Le téléchargement de la photo a pris trop de temps',
  'The photo address redirects too many times': "L'adresse de la photo redirige trop de fois",
  'Only the person who asked can cancel a viewing: decline it instead':
    'Seule la personne qui a demandé peut annuler une visite : refusez-la plutôt',
  'Only admins can manage feed clients':
    'Seuls les administrateurs peuvent gérer les clients du flux',
  'Feed client not found': 'Client du flux introuvable',
  'A feed client in use has this name already': 'Un client du flux en service porte déjà ce nom',
  'Send a feed access token: Authorization: Bearer':
    "Envoyez un jeton d'accès au flux : Authorization: Bearer",
  'The feed access token is invalid or has expired':
    "Le jeton d'accès au flux est invalide ou a expiré",
  'This feed client has been revoked': 'Ce client du flux a été révoqué',
  'This feed client has made too many calls. Please wait and try again.':
    "Ce client du flux a fait trop d'appels. Veuillez patienter et réessayer.",
  'Name is required': 'Le nom est obligatoire',
  'Name must be at least 2 characters': 'Le nom doit comporter au moins 2 caractères',
  'Name must be at most 80 characters': 'Le nom doit comporter au plus 80 caractères',
  'Choose at least one scope': 'Choisissez au moins une portée',
  'Choose scopes from the list': 'Choisissez les portées dans la liste',
  'Each scope can be chosen once': "Chaque portée ne peut être choisie qu'une fois",
  'Only agents and site staff can import listings':
    "Seuls les agents et l'équipe du site peuvent importer des annonces",
  'You can only import your own listings': 'Vous ne pouvez importer que vos propres annonces',
  'Choose the agent whose listings these are':
    "Choisissez l'agent à qui appartiennent ces annonces",
  'Choose a CSV file to upload': 'Choisissez un fichier CSV à envoyer',
  'Send the CSV file in the "file" field': 'Envoyez le fichier CSV dans le champ « file »',
  'The upload could not be read: send the file as multipart/form-data, complete':
    "L'envoi n'a pas pu être lu : envoyez le fichier complet en multipart/form-data",
  'The file is not a CSV file: save the spreadsheet as CSV (UTF-8) and upload that':
    "Ce fichier n'est pas un fichier CSV : enregistrez le tableur au format CSV (UTF-8) et envoyez ce fichier",
  'The file must be in UTF-8: save it as CSV (UTF-8)':
    'Le fichier doit être en UTF-8 : enregistrez-le au format CSV (UTF-8)',
  'The first row of the file must name the columns':
    'La première ligne du fichier doit nommer les colonnes',
  'Each column of the first row needs its own name':
    'Chaque colonne de la première ligne doit avoir son propre nom',
  'Import not found': 'Import introuvable',
  'The mapping can change only before the import runs':
    "La correspondance ne peut changer qu'avant le lancement de l'import",
  'The uploaded file is no longer stored': "Le fichier envoyé n'est plus conservé",
  'This import is running already': 'Cet import est déjà en cours',
  'This import has run already: upload the file again to import it again':
    "Cet import a déjà été lancé : envoyez à nouveau le fichier pour l'importer de nouveau",
  'Only a running import can be cancelled': 'Seul un import en cours peut être annulé',
  'Unknown field in the mapping': 'Champ inconnu dans la correspondance',
  'Only admins can manage RESO sources': 'Seuls les administrateurs peuvent gérer les sources RESO',
  'RESO source not found': 'Source RESO introuvable',
  'A RESO source of this site has this name already':
    'Une source RESO de ce site porte déjà ce nom',
  'The client secret can no longer be read: enter it again':
    'Le secret du client ne peut plus être lu : saisissez-le à nouveau',
  'Run not found': 'Exécution introuvable',
  'No agent of this site has this id': "Aucun agent de ce site n'a cet identifiant",
  'Enter the service root': 'Saisissez la racine du service',
  'The service root is too long': 'La racine du service est trop longue',
  'The service root must be an http(s) address without a user name or password':
    "La racine du service doit être une adresse http(s) sans nom d'utilisateur ni mot de passe",
  'Enter the token address': "Saisissez l'adresse du jeton",
  'The token address is too long': "L'adresse du jeton est trop longue",
  'The token address must be an http(s) address without a user name or password':
    "L'adresse du jeton doit être une adresse http(s) sans nom d'utilisateur ni mot de passe",
  'Enter the client id': "Saisissez l'identifiant du client",
  'Enter the client secret': 'Saisissez le secret du client',
  'Enter a whole number of minutes': 'Saisissez un nombre entier de minutes',
  'At least 5 minutes': 'Au moins 5 minutes',
  'At most 10080 minutes (a week)': 'Au plus 10080 minutes (une semaine)',
  'The status is active or paused': 'Le statut est active ou paused',
  'The kind is Member or Office': 'Le type est Member ou Office',
  'Enter the remote key': 'Saisissez la clé distante',
  'Enter a name': 'Saisissez un nom',
  'At most 100 characters': '100 caractères au plus',
  'At most 2000 entries': '2000 entrées au plus',
  'The price fell from {before} to {after}': 'Le prix est passé de {before} à {after}',
  'No longer available': "N'est plus disponible",
  'Some of your favourites on {site} have changed:':
    'Certains de vos favoris sur {site} ont changé :',
  'See your favourites: {link}': 'Voir vos favoris : {link}',
  'Your favourites on {site} have changed': 'Vos favoris sur {site} ont changé',
  'You can keep at most 500 favourites: remove one first':
    "Vous pouvez garder au plus 500 favoris : retirez-en un d'abord",
  'At most 200 favourites at once': 'Au plus 200 favoris à la fois',
  'Send the ids as a list': 'Envoyez les identifiants sous forme de liste',
  'An area needs at least 3 corners': 'Une zone a au moins 3 coins',
  'An area has at most 200 corners': 'Une zone a au plus 200 coins',
  'Each corner is a [longitude, latitude] pair within -180..180 and -90..90':
    'Chaque coin est une paire [longitude, latitude] dans -180..180 et -90..90',
  'The area crosses the 180th meridian: draw it on one side of it':
    'La zone traverse le 180e méridien : dessinez-la d’un seul côté',
  'The area’s edges cross each other: draw its corners in order around it':
    'Les bords de la zone se croisent : placez ses coins dans l’ordre, en faisant le tour',
  'The area has no surface: its corners lie on one line':
    'La zone n’a pas de surface : ses coins sont alignés',
  'Only agents can change their listings in bulk':
    'Seuls les agents peuvent modifier leurs annonces en masse',
  'Some of the listings were not found': 'Certaines annonces sont introuvables',
  'Already archived': 'Déjà archivée',
  'Not archived': 'Pas archivée',
  'Already deleted': 'Déjà supprimée',
  'It could not be changed just now': 'Elle n’a pas pu être modifiée pour le moment',
  'Select at least one listing': 'Sélectionnez au moins une annonce',
  'Each listing may be named only once': 'Chaque annonce ne peut être citée qu’une fois',
  'Type the number of listings to delete': 'Saisissez le nombre d’annonces à supprimer',
  'The number typed is not the number of listings selected':
    'Le nombre saisi n’est pas le nombre d’annonces sélectionnées',
  'Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour':
    'Utilisez le lien d’une vidéo YouTube ou Vimeo, ou d’une visite Matterport ou Kuula',
  'This listing changed since you opened it: read it again and choose what to keep':
    'Cette annonce a changé depuis que vous l’avez ouverte : relisez-la et choisissez ce que vous gardez',
  "If-Match must be the listing's updatedAt in quotes, or *":
    'If-Match doit être la date updatedAt de l’annonce entre guillemets, ou *',
  'Edit-Session must be a UUID': 'Edit-Session doit être un UUID',
  'Only moderators can mark listings as not duplicates':
    'Seuls les modérateurs peuvent indiquer que des annonces ne sont pas des doublons',
  'These two listings are not possible duplicates of each other':
    'Ces deux annonces ne sont pas des doublons possibles l’une de l’autre',
  'Choose no watermark or a text watermark': 'Choisissez aucun filigrane ou un filigrane texte',
  'Write the text of the watermark': 'Saisissez le texte du filigrane',
  "The watermark's text is at most 40 characters":
    'Le texte du filigrane compte au plus 40 caractères',
  "The watermark's text is one line": 'Le texte du filigrane tient sur une ligne',
  'Choose a corner or the centre': 'Choisissez un coin ou le centre',
  'The opacity is a whole number from 10 to 100 %': 'L’opacité est un nombre entier de 10 à 100 %',
  "The size is a whole number from 2 to 12 % of the photo's width":
    'La taille est un nombre entier de 2 à 12 % de la largeur de la photo',
  "Only admins can change the site's watermark":
    'Seuls les administrateurs peuvent modifier le filigrane du site',
  'days must be 7, 30 or 90': 'days doit valoir 7, 30 ou 90',
  'Only agents and site staff see listings needing attention':
    'Seuls les agents et l’équipe du site voient les annonces à surveiller',
  'An agency is verified with a reason, on its verification, not with its profile':
    'Une agence est vérifiée avec un motif, par sa vérification, pas par son profil',
  'The request body nests arrays and objects too deeply (at most 32 levels)':
    'Le corps de la requête imbrique trop de tableaux et d’objets (32 niveaux au plus)',
  'The request body came too slowly': 'Le corps de la requête est arrivé trop lentement',
  'Write this on one line, without control characters':
    'Écrivez ceci sur une seule ligne, sans caractères de contrôle',
  'Text must not contain control characters':
    'Le texte ne doit pas contenir de caractères de contrôle',
  'Too many failed sign-in attempts on this account today. Sign in from a device you have used before, or try again tomorrow.':
    "Trop de tentatives de connexion échouées sur ce compte aujourd'hui. Connectez-vous depuis un appareil déjà utilisé, ou réessayez demain.",
  'Too many password reset requests from this address. Please wait 15 minutes and try again.':
    'Trop de demandes de réinitialisation du mot de passe depuis cette adresse. Veuillez patienter 15 minutes et réessayer.',
  'Session not found': 'Session introuvable',
  'This listing changed since you opened it: read it again, then decide':
    'Cette annonce a changé depuis que vous l’avez ouverte : relisez-la, puis décidez',
  'This listing is already approved: it is live':
    'Cette annonce est déjà approuvée : elle est en ligne',
  'This listing was already sent back to its agent':
    'Cette annonce a déjà été renvoyée à son agent',
  'What this belongs to was deleted meanwhile':
    'Ce à quoi cela appartient a été supprimé entre-temps',
  'Other records still use this: remove them first':
    'D’autres éléments l’utilisent encore : supprimez-les d’abord',
  'Idempotency-Key must be 1 to 255 visible characters':
    'Idempotency-Key doit compter de 1 à 255 caractères visibles',
  'This Idempotency-Key was used for another request: use a new key for a new request':
    'Cette Idempotency-Key a servi pour une autre requête : utilisez une nouvelle clé pour une nouvelle requête',
  'A request with this Idempotency-Key is still being processed: try again in a moment':
    'Une requête avec cette Idempotency-Key est encore en cours de traitement : réessayez dans un instant',
  'A cancelled event cannot be changed': 'Un événement annulé ne peut pas être modifié',
  'A site lists at most 50 offices': 'Un site compte au plus 50 agences',
  'Address not found': 'Adresse introuvable',
  'Another article already uses this address': 'Un autre article utilise déjà cette adresse',
  'Article category not found': "Catégorie d'article introuvable",
  'Article not found': 'Article introuvable',
  'Banner not found': 'Bannière introuvable',
  "Choose one of the site's currencies": "Choisissez l'une des devises du site",
  'Event not found': 'Événement introuvable',
  'Invalid cursor': 'Curseur invalide',
  'Lead not found': 'Demande introuvable',
  'Not your event': "Cet événement n'est pas le vôtre",
  'Only JPEG, PNG and WebP images are accepted':
    'Seules les images JPEG, PNG et WebP sont acceptées',
  "Only admins can change the site's details":
    'Seuls les administrateurs peuvent modifier les informations du site',
  'Only admins can manage site addresses':
    'Seuls les administrateurs peuvent gérer les adresses du site',
  'Only agents can manage amenities': 'Seuls les agents peuvent gérer les équipements',
  'Only agents can manage events': 'Seuls les agents peuvent gérer les événements',
  'Only agents can manage leads': 'Seuls les agents peuvent gérer les demandes',
  'Only agents can manage units': 'Seuls les agents peuvent gérer les unités',
  'Only moderators can manage articles': 'Seuls les modérateurs peuvent gérer les articles',
  'Site not found': 'Site introuvable',
  'The banners changed since this list was read: reload the page and order them again':
    'Les bannières ont changé depuis la lecture de cette liste : rechargez la page et ordonnez-les de nouveau',
  'This confirmation link has already been used: your email address is confirmed.':
    'Ce lien de confirmation a déjà servi : votre adresse e-mail est confirmée.',
  'This confirmation link is invalid or has expired. Sign in to ask for a new one.':
    'Ce lien de confirmation est invalide ou a expiré. Connectez-vous pour en demander un nouveau.',
  'This lead changed meanwhile. Reload it and try again.':
    'Cette demande a changé entre-temps. Rechargez-la et réessayez.',
  'Too many requests from you. Please wait and try again.':
    'Trop de demandes de votre part. Patientez puis réessayez.',
  'Unknown article category': "Catégorie d'article inconnue",
  'You have not selected a valid type': "Vous n'avez pas choisi un type valide",
  'Your message could not be sent': "Votre message n'a pas pu être envoyé",
  'Sign in first': 'Connectez-vous d’abord',
  "Only the site's staff handle requests about people's data":
    'Seule l’équipe du site traite les demandes sur les données des personnes',
  "Only an admin erases a staff member's account":
    'Seul un administrateur efface le compte d’un membre de l’équipe',
  'No such person on this site': 'Aucune personne de ce type sur ce site',
  "The site's last admin cannot be erased: make another admin first":
    'Le dernier administrateur du site ne peut pas être effacé : nommez d’abord un autre administrateur',
  'The listings can go only to another agent of this site':
    'Les annonces ne peuvent aller qu’à un autre agent de ce site',
  'The password is not right': 'Le mot de passe n’est pas le bon',
  'Say why, in at least 3 characters': 'Dites pourquoi, en au moins 3 caractères',
  'At most 500 characters': '500 caractères au plus',
  'At least 2 characters': 'Au moins 2 caractères',
  'Delete your own account from your profile': 'Supprimez votre propre compte depuis votre profil',
  "The sender's details were removed: nobody can be told":
    'Les coordonnées de l’expéditeur ont été effacées : personne ne peut être prévenu',
};
