import type { Language } from '@repwise/domain';

/** Every text the server shows a person, in both languages. */
const MESSAGES = {
  mobileFormat: { en: 'Mobile phone number format is incorrect', 'zh-Hans': '手机号码格式不正确' },
  smsTooFrequent: { en: 'A code was sent less than a minute ago, please wait', 'zh-Hans': '验证码发送过于频繁，请稍后再试' },
  smsDailyLimit: { en: 'Too many codes requested today, please try again tomorrow', 'zh-Hans': '今日获取验证码次数已达上限，请明天再试' },
  smsSendFailed: { en: 'The SMS could not be sent, please try again later', 'zh-Hans': '短信发送失败，请稍后再试' },
  codeIncorrect: { en: 'The verification code is incorrect', 'zh-Hans': '验证码错误' },
  codeExpired: { en: 'The verification code has expired, please get a new one', 'zh-Hans': '验证码已失效，请重新获取' },
  codeTooManyTries: { en: 'Too many wrong codes: this code is cancelled, please get a new one', 'zh-Hans': '验证码错误次数过多，已作废，请重新获取' },
  loginExpired: { en: 'Login expired, please log in again', 'zh-Hans': '登录已过期，请重新登录' },
  dataNotFound: { en: 'data not found', 'zh-Hans': '数据不存在' },
  pageNotFound: { en: 'page not found', 'zh-Hans': '页面不存在' },
  serverError: { en: 'Server error, please retry later', 'zh-Hans': '服务器错误，请稍后重试' },
  databaseUnavailable: { en: 'The database does not answer', 'zh-Hans': '数据库无响应' },
  invalidField: { en: 'Invalid value for {field}', 'zh-Hans': '{field} 的值无效' },
  invalidBody: { en: 'The request body is not valid JSON', 'zh-Hans': '请求内容不是有效的 JSON' },
  bodyTooLarge: { en: 'The request is too large', 'zh-Hans': '请求内容过大' },
  bodyEmpty: { en: 'The request body is empty', 'zh-Hans': '请求内容为空' },
  unsupportedContentType: { en: 'The request must be sent as JSON, or as a form with a file', 'zh-Hans': '请求格式不受支持：请以 JSON 或带文件的表单发送' },
  badRequest: { en: 'The request could not be understood', 'zh-Hans': '无法识别该请求' },
  headersTooLarge: { en: 'The request address or headers are too long', 'zh-Hans': '请求地址或请求头过长' },
  requestTimeout: { en: 'The request took too long to arrive, please try again', 'zh-Hans': '请求超时，请重试' },
  oneFileOnly: { en: 'Please choose one file at a time', 'zh-Hans': '请一次只选择一个文件' },
  tooManyRequests: { en: 'Too many requests, please slow down', 'zh-Hans': '请求过于频繁，请稍后再试' },
  invitationCodeError: { en: 'Invitation code error', 'zh-Hans': '邀请码错误' },
  codeAttemptsTooMany: { en: 'Too many code attempts, please try again in an hour', 'zh-Hans': '邀请码尝试次数过多，请一小时后再试' },
  deactivationTeamsManaged: { en: 'You still manage a team: hand it over to another coach or disband it first', 'zh-Hans': '你仍在管理团队，请先移交给其他教练或解散团队' },
  squadFieldsRequired: { en: 'A group needs name, type, tag', 'zh-Hans': '团队需要填写名称、类型和标签' },
  squadCoachesOnly: { en: 'Only coaches can create teams and add people to them', 'zh-Hans': '只有教练可以创建团队和添加成员' },
  squadJoinTraineesOnly: { en: 'Only trainees join a team by its code; the managing coach adds other coaches', 'zh-Hans': '只有学员可以通过团队码加入团队，其他教练由管理教练添加' },
  squadTransferToCoach: { en: 'Management can only be handed to another coach of the team', 'zh-Hans': '管理权只能移交给本团队的其他教练' },
  qrcodeNeedsRole: { en: 'Please choose your role first', 'zh-Hans': '请先选择身份' },
  inviteCodeTraineesOnly: { en: 'Only trainees can enter a coach invitation code', 'zh-Hans': '只有学员可以填写教练邀请码' },
  roleAlreadyChosen: { en: 'Your role has already been chosen', 'zh-Hans': '身份已选择，无法更改' },
  mobileNotYours: { en: 'This is not the mobile number of your account', 'zh-Hans': '该手机号不是当前账号绑定的手机号' },
  mobileUnchanged: { en: 'This is already the mobile number of your account', 'zh-Hans': '该手机号已是当前账号绑定的手机号' },
  mobileTaken: { en: 'This mobile number already belongs to another account', 'zh-Hans': '该手机号已被其他账号使用' },
  passwordNeedsCode: { en: 'Please enter the SMS verification code', 'zh-Hans': '请输入短信验证码' },
  uploadFailed: { en: 'Upload failed', 'zh-Hans': '上传失败' },
  videoUploadFailed: { en: 'Video upload failed', 'zh-Hans': '视频上传失败' },
  gifUploadFailed: { en: 'gif upload failed', 'zh-Hans': 'gif 上传失败' },
  fileMissing: { en: 'Please choose a file', 'zh-Hans': '请选择文件' },
  templateFieldsRequired: { en: 'A template needs a name, a type and a description', 'zh-Hans': '模板需要填写名称、类型和描述' },
  templateNeedsExercise: { en: 'A template needs at least one exercise', 'zh-Hans': '模板至少需要一个动作' },
  blockNeedsAction: { en: 'An exercise block must keep at least one action', 'zh-Hans': '训练块至少要保留一个动作' },
  unknownExercise: { en: 'The template uses an exercise that does not exist or is not yours', 'zh-Hans': '模板中包含不存在或不属于你的动作' },
  requestInProgress: { en: 'The same request is still being processed, please try again in a moment', 'zh-Hans': '相同的请求正在处理中，请稍后重试' },
  idempotencyKeyReused: { en: 'This request key was already used for another action', 'zh-Hans': '该请求标识已用于其他操作' },
  captchaRequired: { en: 'Image code required', 'zh-Hans': '请输入图形验证码' },
  captchaIncorrect: { en: 'The image code is incorrect, please try the new one', 'zh-Hans': '图形验证码错误，请输入新的验证码' },
  captchaExpired: { en: 'The image code has expired, please refresh it', 'zh-Hans': '图形验证码已失效，请刷新' },
  authorizationFailed: { en: 'Authorization failed', 'zh-Hans': '授权失败' },
  socialAccountTaken: { en: 'This account is already bound to another phone number', 'zh-Hans': '该账号已绑定其他手机号' },
  passwordIncorrect: { en: 'Wrong mobile number or password', 'zh-Hans': '手机号或密码错误' },
  passwordLocked: { en: 'Too many wrong passwords: password login is locked until {until}', 'zh-Hans': '密码错误次数过多，密码登录已锁定至 {until}' },
  feedbackImageNotUploaded: { en: 'Please upload the pictures first', 'zh-Hans': '请先上传图片' },
  bodyDataEmpty: { en: 'Please enter at least one measurement', 'zh-Hans': '请至少填写一项身体数据' },
  bodyDataFuture: { en: 'The date cannot be in the future', 'zh-Hans': '日期不能晚于今天' },
  planFieldsRequired: { en: 'Publishing needs training name, type, time period, date and trainees', 'zh-Hans': '发布训练需要填写训练名称、类型、时间段、日期和学员' },
  repeatWeeksMin: { en: 'Repeat weeks cannot be below 1 week', 'zh-Hans': '重复周数不能少于 1 周' },
  planCoachesOnly: { en: 'Only coaches can publish plans', 'zh-Hans': '只有教练可以发布训练计划' },
  planNoDates: { en: 'No training day falls on the chosen weekdays from the start date', 'zh-Hans': '从开始日期起所选的星期中没有训练日' },
  planTooLarge: { en: 'Too many sessions at once: at most 10000 (trainees × training days)', 'zh-Hans': '一次发布的训练过多：学员数 × 训练天数最多 10000' },
  trainingNotAllowed: { en: 'Training cannot start without exercises or before its date', 'zh-Hans': '没有动作或未到训练日期时不能开始训练' },
  setWithoutReps: { en: 'A set needs at least one rep', 'zh-Hans': '一组至少要有 1 次' },
  trainingSessionMissing: { en: 'The set belongs to a training that has not been recorded yet', 'zh-Hans': '该组所属的训练尚未记录' },
  pastTrainingEndBeforeStart: { en: 'The end must come after the start', 'zh-Hans': '结束时间必须晚于开始时间' },
  pastTrainingFuture: { en: 'A past training cannot be in the future', 'zh-Hans': '补录的训练不能在未来' },
  trainingUnknownExercise: { en: 'The training uses an exercise that does not exist or is not yours', 'zh-Hans': '训练中包含不存在或不属于你的动作' },
  avatarNotUploaded: { en: 'Please upload the avatar picture first', 'zh-Hans': '请先上传头像图片' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, language: Language, params: Record<string, string> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** The caller's language from Accept-Language: any Chinese gives zh-Hans, the rest English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('zh') ? 'zh-Hans' : 'en';
}
