import type { ApiCatalog } from './en';

/** The API's messages in Arabic. */
export const ar: ApiCatalog = {
  'New listings for your search: {name}': 'إعلانات جديدة لبحثك: {name}',
  'New on {site} for your saved search “{name}”:': 'جديد على {site} لبحثك المحفوظ «{name}»:',
  'New listing': 'إعلان جديد',
  'Price reduced, was {price}': 'انخفض السعر، كان {price}',
  'Price on request': 'السعر عند الطلب',
  'See the listing': 'عرض الإعلان',
  'Manage this search': 'إدارة هذا البحث',
  'Stop these alerts': 'إيقاف هذه التنبيهات',
  'You get this e-mail because you saved this search on {site}. One click on “Stop these alerts” ends them, no sign-in needed.':
    'تصلك هذه الرسالة لأنك حفظت هذا البحث على {site}. نقرة واحدة على «إيقاف هذه التنبيهات» توقفها دون تسجيل الدخول.',
  'The request body is not valid JSON': 'نص الطلب ليس JSON صالحًا',
  'The request body is empty': 'نص الطلب فارغ',
  'The request body is too large': 'نص الطلب كبير جدًا',
  'Unsupported content type': 'نوع محتوى غير مدعوم',
  'Invalid Content-Length header': 'ترويسة Content-Length غير صالحة',
  'The file is too large': 'الملف كبير جدًا',
  'Too many parts in the upload': 'أجزاء كثيرة جدًا في الرفع',
  'Too many files in the upload': 'ملفات كثيرة جدًا في الرفع',
  'Too many fields in the upload': 'حقول كثيرة جدًا في الرفع',
  'Expected a multipart upload': 'كان متوقعًا رفع متعدد الأجزاء',
  'The request is not valid': 'الطلب غير صالح',
  'Invalid value': 'قيمة غير صالحة',
  Required: 'مطلوب',
  'Text must not contain NUL characters': 'يجب ألا يحتوي النص على أحرف NUL',
  'A value in the request is not valid': 'قيمة في الطلب غير صالحة',
  'Something went wrong on our side. Please try again.':
    'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  'The address is not a valid URL': 'العنوان ليس رابطًا صالحًا',
  'A value in the address is too long': 'قيمة في العنوان طويلة جدًا',
  'Agent not found': 'لم يُعثر على الوكيل',
  'Amenity not found': 'لم يُعثر على المرفق',
  'City not found': 'لم يُعثر على المدينة',
  'Country not found': 'لم يُعثر على البلد',
  'Customer not found': 'لم يُعثر على العميل',
  'Event category not found': 'لم يُعثر على فئة الحدث',
  'Feature not found': 'لم يُعثر على الميزة',
  'Image not found': 'لم يُعثر على الصورة',
  'No place found': 'لم يُعثر على أي مكان',
  'Property not found': 'لم يُعثر على العقار',
  'Translation not found': 'لم يُعثر على الترجمة',
  'Property type not found': 'لم يُعثر على نوع العقار',
  'Suburb not found': 'لم يُعثر على الحي',
  'Tenant not found': 'لم يُعثر على الموقع',
  'Tenant not found: send the X-Tenant header': 'لم يُعثر على الموقع: أرسل ترويسة X-Tenant',
  'Unit not found': 'لم يُعثر على الوحدة',
  'User not found': 'لم يُعثر على المستخدم',
  'Enter a name for the search': 'أدخل اسمًا للبحث',
  'The name has at most 80 characters': 'يتكوّن الاسم من 80 حرفًا على الأكثر',
  'The search address has at most 2000 characters': 'يتكوّن عنوان البحث من 2000 حرف على الأكثر',
  'Enter your e-mail address to hear about this search':
    'أدخل بريدك الإلكتروني لتصلك أخبار هذا البحث',
  'You have 50 saved searches: delete one to save another':
    'لديك 50 بحثًا محفوظًا: احذف واحدًا لتحفظ غيره',
  'This address has too many searches waiting for confirmation: confirm them first':
    'لهذا العنوان عمليات بحث كثيرة تنتظر التأكيد: أكّدها أولًا',
  'Too many confirmation e-mails for this address. Please try again in an hour.':
    'رسائل تأكيد كثيرة جدًا لهذا العنوان. حاول مجددًا بعد ساعة.',
  'This confirmation link is not valid or has expired. Save the search again.':
    'رابط التأكيد هذا غير صالح أو منتهي الصلاحية. احفظ البحث من جديد.',
  'This link is not valid, or its search was deleted.': 'هذا الرابط غير صالح، أو أن بحثه قد حُذف.',
  'Saved search not found': 'البحث المحفوظ غير موجود',
  'A property type of this search no longer exists':
    'أحد أنواع العقارات في هذا البحث لم يعد موجودًا',
  'A suburb of this search no longer exists': 'أحد الأحياء في هذا البحث لم يعد موجودًا',
  'A city of this search no longer exists': 'إحدى المدن في هذا البحث لم تعد موجودة',
  'A feature of this search no longer exists': 'إحدى ميزات هذا البحث لم تعد موجودة',
  'You will receive no more alerts for this search.': 'لن تصلك بعد الآن تنبيهات لهذا البحث.',
  'Too many brochures are being made at once; try again in a minute':
    'يجري إعداد كتيبات كثيرة في الوقت نفسه؛ أعد المحاولة بعد دقيقة',
  'Brochures are not available here: the server has no Chromium (CHROME_PATH)':
    'الكتيبات غير متاحة هنا: لا يوجد Chromium على الخادم (CHROME_PATH)',
  'The brochure could not be made; try again': 'تعذر إعداد الكتيب؛ أعد المحاولة',
  'For sale': 'للبيع',
  'To rent': 'للإيجار',
  'Short stay': 'إقامة قصيرة',
  '{area} ha': '{area} هكتار',
  '{area} sq ft': '{area} قدم²',
  '{area} m²': '{area} م²',
  '{area} acres': '{area} فدان',
  Type: 'النوع',
  Area: 'المساحة',
  Built: 'سنة البناء',
  Reference: 'المرجع',
  Telephone: 'الهاتف',
  WhatsApp: 'واتساب',
  'Key facts': 'أهم المعلومات',
  Description: 'الوصف',
  Features: 'المزايا',
  Contact: 'للتواصل',
  'See it online:': 'شاهده على الإنترنت:',
  '{price} / month': '{price} / شهر',
  '{price} / night': '{price} / ليلة',
  '{suburb}, {city}': '{suburb}، {city}',
  'Homes, land and offices for sale and to rent on {site}.':
    'منازل وأراضٍ ومكاتب للبيع وللإيجار على {site}.',
  'An account with this email already exists': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'Invalid credentials': 'بيانات الدخول غير صحيحة',
  'Invalid access token. Please sign in again.': 'رمز الوصول غير صالح. يرجى تسجيل الدخول مجددًا.',
  'Please sign in to continue': 'يرجى تسجيل الدخول للمتابعة',
  'The Authorization header must be "Bearer <token>"':
    'يجب أن تكون ترويسة Authorization بالشكل "Bearer <token>"',
  'This reset link is invalid or has expired. Request a new one.':
    'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  'This session belongs to another site': 'هذه الجلسة تخص موقعًا آخر',
  'Your account no longer exists': 'لم يعد حسابك موجودًا',
  'Your email address is already confirmed.': 'تم تأكيد بريدك الإلكتروني بالفعل.',
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يرجى تسجيل الدخول مجددًا.',
  'Your session has expired. Please sign in again.': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مجددًا.',
  'Name each photo once': 'اذكر كل صورة مرة واحدة',
  'The profile photo must be one of the photos named': 'يجب أن تكون صورة الملف إحدى الصور المذكورة',
  'The photos changed since this order was made: reload them and order them again':
    'تغيّرت الصور منذ إعداد هذا الترتيب: أعد تحميلها ورتّبها من جديد',
  'Not your property': 'هذا العقار ليس لك',
  'Only agents can manage listings': 'يمكن للوكلاء فقط إدارة الإعلانات',
  'Only agents and site staff can export listings': 'يمكن للوكلاء وفريق الموقع فقط تصدير الإعلانات',
  'You can only export your own listings': 'يمكنك تصدير إعلاناتك فقط',
  'Name the agent whose listings to export': 'حدّد الوكيل الذي تريد تصدير إعلاناته',
  'Some of the chosen listings do not exist or are not this agent’s':
    'بعض الإعلانات المختارة غير موجودة أو لا تخص هذا الوكيل',
  'Name at least one listing': 'حدّد إعلانًا واحدًا على الأقل',
  'At most 200 listings at a time': '200 إعلان على الأكثر في كل مرة',
  'Only agents can manage property images': 'يمكن للوكلاء فقط إدارة صور العقارات',
  'Only moderators and admins can read the audit log':
    'يمكن للمشرفين والمديرين فقط قراءة سجل التدقيق',
  'Only moderators can change whether a listing is published':
    'يمكن للمشرفين فقط تغيير نشر الإعلان',
  'Only moderators can manage agents': 'يمكن للمشرفين فقط إدارة الوكلاء',
  'Only moderators can manage banners': 'يمكن للمشرفين فقط إدارة اللافتات',
  'Only moderators can review listings': 'يمكن للمشرفين فقط مراجعة الإعلانات',
  'Only moderators can verify agents': 'يمكن للمشرفين فقط التحقق من الوكلاء',
  'You can only change your own logo': 'يمكنك تغيير شعارك فقط',
  'You can only change your own profile': 'يمكنك تغيير ملفك الشخصي فقط',
  'You can only create listings under your own agent id':
    'يمكنك إنشاء الإعلانات باسم معرّف الوكيل الخاص بك فقط',
  'You can only look up your own account': 'يمكنك الاطلاع على حسابك فقط',
  'You can only request viewings for yourself': 'يمكنك طلب المعاينات لنفسك فقط',
  'You can only see your own profile': 'يمكنك رؤية ملفك الشخصي فقط',
  'You can only see your own requests': 'يمكنك رؤية طلباتك فقط',
  'A moderator has already approved this listing: it is live':
    'وافق مشرف على هذا الإعلان بالفعل: إنه منشور',
  'Choose at least one image to upload': 'اختر صورة واحدة على الأقل لرفعها',
  'Could not delete image': 'تعذر حذف الصورة',
  'Invalid file name': 'اسم ملف غير صالح',
  'That image does not belong to this property': 'هذه الصورة لا تخص هذا العقار',
  'The image could not be read': 'تعذرت قراءة الصورة',
  'The logo must be square: crop it to 1:1': 'يجب أن يكون الشعار مربعًا: اقتصه بنسبة 1:1',
  'The suburb, city and country do not match': 'الحي والمدينة والبلد غير متطابقة',
  'This is your listing': 'هذا إعلانك',
  'This listing does not have that feature': 'هذا الإعلان لا يتضمن هذه الميزة',
  'Offer at least one language': 'اعرض لغة واحدة على الأقل',
  'Each language can be offered once': 'يمكن عرض كل لغة مرة واحدة فقط',
  'The default language must be one of the offered languages':
    'يجب أن تكون اللغة الافتراضية من بين اللغات المعروضة',
  'Choose one of the languages this site offers': 'اختر إحدى اللغات التي يعرضها هذا الموقع',
  "This is the listing's original language: edit the listing itself":
    'هذه هي اللغة الأصلية للإعلان: عدّل الإعلان نفسه',
  'Enter the title': 'أدخل العنوان',
  "Only admins can change the site's languages": 'يمكن للمديرين فقط تغيير لغات الموقع',
  'We have sent several links already. Please wait 15 minutes before asking again.':
    'أرسلنا عدة روابط بالفعل. يرجى الانتظار 15 دقيقة قبل الطلب مجددًا.',
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.':
    'محاولات تسجيل دخول فاشلة كثيرة جدًا. يرجى الانتظار 15 دقيقة والمحاولة مجددًا.',
  'Too many sign-ups from this address. Please wait 15 minutes and try again.':
    'عمليات تسجيل كثيرة جدًا من هذا العنوان. يرجى الانتظار 15 دقيقة والمحاولة مجددًا.',
  'The file contains markup and is not a plain image': 'يحتوي الملف على ترميز وليس صورة عادية',
  'The profile photo must have an 8:5 aspect ratio: crop it first':
    'يجب أن تكون نسبة صورة الملف الشخصي 8:5: اقتصها أولًا',
  'The upload could not be read: send the images as multipart/form-data, complete':
    'تعذرت قراءة الرفع: أرسل الصور كاملة بصيغة multipart/form-data',
  'The photo address is not allowed': 'عنوان الصورة غير مسموح به',
  'The photo could not be downloaded': 'تعذر تنزيل الصورة',
  'The photo is too large': 'الصورة كبيرة جدًا',
  'The photo took too long to download': 'استغرق تنزيل الصورة وقتًا طويلاً جدًا',
  'The photo address redirects too many times': 'عنوان الصورة يعيد التوجيه مرات كثيرة جدًا',
  'Only the person who asked can cancel a viewing: decline it instead':
    'يمكن لصاحب الطلب فقط إلغاء المعاينة: ارفضها بدلًا من ذلك',
  'Only admins can manage feed clients': 'يمكن للمسؤولين فقط إدارة عملاء الموجز',
  'Feed client not found': 'عميل الموجز غير موجود',
  'A feed client in use has this name already': 'يوجد عميل موجز قيد الاستخدام بهذا الاسم بالفعل',
  'Send a feed access token: Authorization: Bearer':
    'أرسل رمز وصول إلى الموجز: Authorization: Bearer',
  'The feed access token is invalid or has expired':
    'رمز الوصول إلى الموجز غير صالح أو منتهي الصلاحية',
  'This feed client has been revoked': 'تم إلغاء عميل الموجز هذا',
  'This feed client has made too many calls. Please wait and try again.':
    'أجرى عميل الموجز هذا طلبات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.',
  'Name is required': 'الاسم مطلوب',
  'Name must be at least 2 characters': 'يجب أن يتكون الاسم من حرفين على الأقل',
  'Name must be at most 80 characters': 'يجب ألا يزيد الاسم على 80 حرفًا',
  'Choose at least one scope': 'اختر نطاقًا واحدًا على الأقل',
  'Choose scopes from the list': 'اختر النطاقات من القائمة',
  'Each scope can be chosen once': 'يمكن اختيار كل نطاق مرة واحدة فقط',
  'Only agents and site staff can import listings':
    'يمكن للوكلاء وفريق الموقع فقط استيراد الإعلانات',
  'You can only import your own listings': 'يمكنك استيراد إعلاناتك فقط',
  'Choose the agent whose listings these are': 'اختر الوكيل الذي تعود إليه هذه الإعلانات',
  'Choose a CSV file to upload': 'اختر ملف CSV لرفعه',
  'Send the CSV file in the "file" field': 'أرسل ملف CSV في الحقل "file"',
  'The upload could not be read: send the file as multipart/form-data, complete':
    'تعذرت قراءة الرفع: أرسل الملف كاملًا بصيغة multipart/form-data',
  'The file is not a CSV file: save the spreadsheet as CSV (UTF-8) and upload that':
    'هذا الملف ليس ملف CSV: احفظ جدول البيانات بصيغة CSV (UTF-8) ثم ارفعه',
  'The file must be in UTF-8: save it as CSV (UTF-8)':
    'يجب أن يكون الملف بترميز UTF-8: احفظه بصيغة CSV (UTF-8)',
  'The first row of the file must name the columns':
    'يجب أن يحمل الصف الأول من الملف أسماء الأعمدة',
  'Each column of the first row needs its own name':
    'يجب أن يكون لكل عمود في الصف الأول اسم خاص به',
  'Import not found': 'الاستيراد غير موجود',
  'The mapping can change only before the import runs':
    'لا يمكن تغيير المطابقة إلا قبل تشغيل الاستيراد',
  'The uploaded file is no longer stored': 'لم يعد الملف المرفوع محفوظًا',
  'This import is running already': 'هذا الاستيراد قيد التشغيل بالفعل',
  'This import has run already: upload the file again to import it again':
    'تم تشغيل هذا الاستيراد بالفعل: ارفع الملف مرة أخرى لاستيراده من جديد',
  'Only a running import can be cancelled': 'لا يمكن إلغاء إلا استيراد قيد التشغيل',
  'Unknown field in the mapping': 'حقل غير معروف في المطابقة',
  'Only admins can manage RESO sources': 'يمكن للمسؤولين فقط إدارة مصادر RESO',
  'RESO source not found': 'مصدر RESO غير موجود',
  'A RESO source of this site has this name already':
    'يوجد مصدر RESO في هذا الموقع بهذا الاسم بالفعل',
  'The client secret can no longer be read: enter it again':
    'لم يعد من الممكن قراءة سر العميل: أدخله مرة أخرى',
  'Run not found': 'عملية التشغيل غير موجودة',
  'No agent of this site has this id': 'لا يوجد وكيل في هذا الموقع بهذا المعرّف',
  'Enter the service root': 'أدخل جذر الخدمة',
  'The service root is too long': 'جذر الخدمة طويل جدًا',
  'The service root must be an http(s) address without a user name or password':
    'يجب أن يكون جذر الخدمة عنوان http(s) بدون اسم مستخدم أو كلمة مرور',
  'Enter the token address': 'أدخل عنوان الرمز',
  'The token address is too long': 'عنوان الرمز طويل جدًا',
  'The token address must be an http(s) address without a user name or password':
    'يجب أن يكون عنوان الرمز عنوان http(s) بدون اسم مستخدم أو كلمة مرور',
  'Enter the client id': 'أدخل معرّف العميل',
  'Enter the client secret': 'أدخل سر العميل',
  'Enter a whole number of minutes': 'أدخل عددًا صحيحًا من الدقائق',
  'At least 5 minutes': '5 دقائق على الأقل',
  'At most 10080 minutes (a week)': '10080 دقيقة على الأكثر (أسبوع)',
  'The status is active or paused': 'الحالة هي active أو paused',
  'The kind is Member or Office': 'النوع هو Member أو Office',
  'Enter the remote key': 'أدخل المفتاح البعيد',
  'Enter a name': 'أدخل اسمًا',
  'At most 100 characters': '100 حرف على الأكثر',
  'At most 2000 entries': '2000 إدخال على الأكثر',
  'The price fell from {before} to {after}': 'انخفض السعر من {before} إلى {after}',
  'No longer available': 'لم يعد متاحًا',
  'Some of your favourites on {site} have changed:': 'تغيّرت بعض مفضّلاتك على {site}:',
  'See your favourites: {link}': 'اطّلع على مفضّلاتك: {link}',
  'Your favourites on {site} have changed': 'تغيّرت مفضّلاتك على {site}',
  'You can keep at most 500 favourites: remove one first':
    'يمكنك الاحتفاظ بـ 500 مفضّلة على الأكثر: أزل واحدة أولًا',
  'At most 200 favourites at once': '200 مفضّلة على الأكثر في المرة الواحدة',
  'Send the ids as a list': 'أرسل المعرّفات في قائمة',
  'An area needs at least 3 corners': 'تحتاج المنطقة إلى 3 زوايا على الأقل',
  'An area has at most 200 corners': 'للمنطقة 200 زاوية على الأكثر',
  'Each corner is a [longitude, latitude] pair within -180..180 and -90..90':
    'كل زاوية زوج [خط الطول، خط العرض] ضمن ‎-180..180 و‎-90..90',
  'The area crosses the 180th meridian: draw it on one side of it':
    'المنطقة تعبر خط الطول 180: ارسمها على جانب واحد منه',
  'The area’s edges cross each other: draw its corners in order around it':
    'حواف المنطقة تتقاطع: ضع زواياها بالترتيب حولها',
  'The area has no surface: its corners lie on one line': 'المنطقة بلا مساحة: زواياها على خط واحد',
  'Only agents can change their listings in bulk': 'لا يغيّر الإعلانات دفعة واحدة إلا الوكلاء',
  'Some of the listings were not found': 'بعض الإعلانات غير موجودة',
  'Already archived': 'مؤرشف من قبل',
  'Not archived': 'غير مؤرشف',
  'Already deleted': 'محذوف من قبل',
  'It could not be changed just now': 'تعذّر تغييره الآن',
  'Select at least one listing': 'اختر إعلانًا واحدًا على الأقل',
  'Each listing may be named only once': 'لا يُذكر كل إعلان إلا مرة واحدة',
  'Type the number of listings to delete': 'اكتب عدد الإعلانات المراد حذفها',
  'The number typed is not the number of listings selected':
    'العدد المكتوب ليس عدد الإعلانات المختارة',
  'Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour':
    'استخدم رابط فيديو على YouTube أو Vimeo، أو جولة على Matterport أو Kuula',
  'This listing changed since you opened it: read it again and choose what to keep':
    'تغيّر هذا الإعلان منذ فتحته: اقرأه من جديد واختر ما تحتفظ به',
  "If-Match must be the listing's updatedAt in quotes, or *":
    'يجب أن يكون If-Match تاريخ updatedAt للإعلان بين علامتي اقتباس، أو *',
  'Edit-Session must be a UUID': 'يجب أن يكون Edit-Session معرّفًا من نوع UUID',
  'Only moderators can mark listings as not duplicates':
    'المشرفون وحدهم يمكنهم الإشارة إلى أن الإعلانات ليست مكررة',
  'These two listings are not possible duplicates of each other':
    'هذان الإعلانان ليسا تكرارًا محتملًا أحدهما للآخر',
  'Choose no watermark or a text watermark': 'اختر بدون علامة مائية أو علامة مائية نصية',
  'Write the text of the watermark': 'اكتب نص العلامة المائية',
  "The watermark's text is at most 40 characters": 'نص العلامة المائية 40 حرفًا على الأكثر',
  "The watermark's text is one line": 'نص العلامة المائية سطر واحد',
  'Choose a corner or the centre': 'اختر زاوية أو الوسط',
  'The opacity is a whole number from 10 to 100 %': 'العتامة عدد صحيح من 10 إلى 100 ٪',
  "The size is a whole number from 2 to 12 % of the photo's width":
    'الحجم عدد صحيح من 2 إلى 12 ٪ من عرض الصورة',
  "Only admins can change the site's watermark": 'يمكن للمديرين فقط تغيير العلامة المائية للموقع',
  'days must be 7, 30 or 90': 'يجب أن تكون days ‏7 أو 30 أو 90',
  'Only agents and site staff see listings needing attention':
    'لا يرى الإعلانات التي تحتاج إلى متابعة إلا الوكلاء وفريق الموقع',
  'An agency is verified with a reason, on its verification, not with its profile':
    'تُوثَّق الوكالة مع ذكر السبب، من خلال توثيقها وليس من خلال ملفها الشخصي',
  'The request body nests arrays and objects too deeply (at most 32 levels)':
    'يتداخل في جسم الطلب عدد كبير جدًا من المصفوفات والكائنات (32 مستوى على الأكثر)',
  'The request body came too slowly': 'وصل جسم الطلب ببطء شديد',
  'Write this on one line, without control characters': 'اكتب هذا في سطر واحد، دون أحرف تحكم',
  'Text must not contain control characters': 'يجب ألا يحتوي النص على أحرف تحكم',
  'Too many failed sign-in attempts on this account today. Sign in from a device you have used before, or try again tomorrow.':
    'محاولات تسجيل دخول فاشلة كثيرة على هذا الحساب اليوم. سجّل الدخول من جهاز استخدمته من قبل، أو حاول مجددًا غدًا.',
  'Too many password reset requests from this address. Please wait 15 minutes and try again.':
    'طلبات كثيرة لإعادة تعيين كلمة المرور من هذا العنوان. يرجى الانتظار 15 دقيقة ثم المحاولة مجددًا.',
  'Session not found': 'الجلسة غير موجودة',
  'This listing changed since you opened it: read it again, then decide':
    'تغيّر هذا الإعلان منذ أن فتحته: اقرأه مرة أخرى ثم قرّر',
  'This listing is already approved: it is live': 'تمت الموافقة على هذا الإعلان بالفعل: إنه منشور',
  'This listing was already sent back to its agent': 'أُعيد هذا الإعلان بالفعل إلى وكيله',
  'What this belongs to was deleted meanwhile': 'حُذف ما ينتمي إليه هذا في هذه الأثناء',
  'Other records still use this: remove them first': 'لا تزال سجلات أخرى تستخدم هذا: احذفها أولًا',
  'Idempotency-Key must be 1 to 255 visible characters':
    'يجب أن يتكون Idempotency-Key من 1 إلى 255 حرفًا مرئيًا',
  'This Idempotency-Key was used for another request: use a new key for a new request':
    'استُخدم Idempotency-Key هذا لطلب آخر: استخدم مفتاحًا جديدًا لطلب جديد',
  'A request with this Idempotency-Key is still being processed: try again in a moment':
    'لا يزال طلب بهذا Idempotency-Key قيد المعالجة: أعد المحاولة بعد لحظة',
  'A cancelled event cannot be changed': 'لا يمكن تعديل حدث أُلغي',
  'A site lists at most 50 offices': 'يضم الموقع 50 مكتبًا على الأكثر',
  'Address not found': 'لم يُعثر على العنوان',
  'Another article already uses this address': 'مقال آخر يستخدم هذا العنوان بالفعل',
  'Article category not found': 'لم يُعثر على فئة المقال',
  'Article not found': 'لم يُعثر على المقال',
  'Banner not found': 'لم يُعثر على اللافتة',
  "Choose one of the site's currencies": 'اختر إحدى عملات الموقع',
  'Event not found': 'لم يُعثر على الحدث',
  'Invalid cursor': 'مؤشر غير صالح',
  'Lead not found': 'لم يُعثر على الطلب',
  'Not your event': 'هذا الحدث ليس لك',
  'Only JPEG, PNG and WebP images are accepted': 'لا تُقبل إلا صور JPEG وPNG وWebP',
  "Only admins can change the site's details": 'يمكن للمشرفين العامين وحدهم تغيير بيانات الموقع',
  'Only admins can manage site addresses': 'يمكن للمشرفين العامين وحدهم إدارة عناوين الموقع',
  'Only agents can manage amenities': 'يمكن للوكلاء وحدهم إدارة المرافق',
  'Only agents can manage events': 'يمكن للوكلاء وحدهم إدارة الأحداث',
  'Only agents can manage leads': 'يمكن للوكلاء وحدهم إدارة الطلبات',
  'Only agents can manage units': 'يمكن للوكلاء وحدهم إدارة الوحدات',
  'Only moderators can manage articles': 'يمكن للمشرفين وحدهم إدارة المقالات',
  'Site not found': 'لم يُعثر على الموقع',
  'The banners changed since this list was read: reload the page and order them again':
    'تغيّرت اللافتات منذ قراءة هذه القائمة: أعد تحميل الصفحة ورتّبها من جديد',
  'This confirmation link has already been used: your email address is confirmed.':
    'استُخدم رابط التأكيد هذا من قبل: عنوان بريدك الإلكتروني مؤكَّد.',
  'This confirmation link is invalid or has expired. Sign in to ask for a new one.':
    'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. سجّل الدخول لطلب رابط جديد.',
  'This lead changed meanwhile. Reload it and try again.':
    'تغيّر هذا الطلب في الأثناء. أعد تحميله وحاول مجددًا.',
  'Too many requests from you. Please wait and try again.':
    'طلبات كثيرة جدًا منك. يُرجى الانتظار ثم المحاولة مجددًا.',
  'Unknown article category': 'فئة مقال غير معروفة',
  'You have not selected a valid type': 'لم تختر نوعًا صالحًا',
  'Your message could not be sent': 'تعذّر إرسال رسالتك',
  'Sign in first': 'سجّل الدخول أولاً',
  "Only the site's staff handle requests about people's data":
    'لا يتولى طلبات بيانات الأشخاص إلا فريق الموقع',
  "Only an admin erases a staff member's account": 'لا يمحو حساب أحد أعضاء الفريق إلا مسؤول',
  'No such person on this site': 'لا يوجد هذا الشخص على هذا الموقع',
  "The site's last admin cannot be erased: make another admin first":
    'لا يمكن محو آخر مسؤول عن الموقع: عيّن مسؤولاً آخر أولاً',
  'The listings can go only to another agent of this site':
    'لا يمكن نقل الإعلانات إلا إلى وكيل آخر في هذا الموقع',
  'The password is not right': 'كلمة المرور غير صحيحة',
  'Say why, in at least 3 characters': 'اذكر السبب في 3 أحرف على الأقل',
  'At most 500 characters': '500 حرف على الأكثر',
  'At least 2 characters': 'حرفان على الأقل',
  'Delete your own account from your profile': 'احذف حسابك من ملفك الشخصي',
  "The sender's details were removed: nobody can be told": 'أُزيلت بيانات المرسل: لا يمكن إبلاغ أحد',
};
