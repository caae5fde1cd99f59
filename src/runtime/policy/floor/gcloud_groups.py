"""gcloud's command groups, from the SDK's own static command tree (gcloud 528.0.0,
`data/cli/gcloud_completions.py`); tests/policy/test_tables.py checks them against the
installed SDK. One group path a line.
"""

from __future__ import annotations

GROUP_LINES = """\
access-approval
access-approval requests
access-approval service-account
access-approval settings
access-context-manager
access-context-manager authorized-orgs
access-context-manager cloud-bindings
access-context-manager levels
access-context-manager levels conditions
access-context-manager perimeters
access-context-manager perimeters dry-run
access-context-manager policies
access-context-manager supported-services
active-directory
active-directory domains
active-directory domains backups
active-directory domains trusts
active-directory operations
active-directory peerings
ai
ai custom-jobs
ai endpoints
ai hp-tuning-jobs
ai index-endpoints
ai indexes
ai model-garden
ai model-garden models
ai model-monitoring-jobs
ai models
ai operations
ai persistent-resources
ai tensorboards
ai-platform
ai-platform jobs
ai-platform jobs submit
ai-platform local
ai-platform models
ai-platform operations
ai-platform versions
alloydb
alloydb backups
alloydb clusters
alloydb instances
alloydb operations
alloydb users
alpha
alpha access-approval
alpha access-approval requests
alpha access-approval settings
alpha access-context-manager
alpha access-context-manager authorized-orgs
alpha access-context-manager cloud-bindings
alpha access-context-manager levels
alpha access-context-manager levels conditions
alpha access-context-manager levels config
alpha access-context-manager perimeters
alpha access-context-manager perimeters config
alpha access-context-manager perimeters dry-run
alpha access-context-manager policies
alpha access-context-manager policies config
alpha access-context-manager supported-services
alpha active-directory
alpha active-directory domains
alpha active-directory domains backups
alpha active-directory domains migration
alpha active-directory domains sql-integrations
alpha active-directory domains trusts
alpha active-directory operations
alpha active-directory peerings
alpha ai
alpha ai custom-jobs
alpha ai endpoints
alpha ai hp-tuning-jobs
alpha ai index-endpoints
alpha ai indexes
alpha ai model-garden
alpha ai model-garden models
alpha ai model-monitoring-jobs
alpha ai models
alpha ai operations
alpha ai persistent-resources
alpha ai tensorboard-experiments
alpha ai tensorboard-runs
alpha ai tensorboard-time-series
alpha ai tensorboards
alpha ai-platform
alpha ai-platform jobs
alpha ai-platform jobs submit
alpha ai-platform local
alpha ai-platform locations
alpha ai-platform models
alpha ai-platform operations
alpha ai-platform versions
alpha alloydb
alpha alloydb backups
alpha alloydb clusters
alpha alloydb instances
alpha alloydb operations
alpha alloydb users
alpha anthos
alpha anthos auth
alpha anthos config
alpha anthos config controller
alpha anthos config operations
alpha api-gateway
alpha api-gateway api-configs
alpha api-gateway apis
alpha api-gateway gateways
alpha api-gateway operations
alpha apigee
alpha apigee apis
alpha apigee applications
alpha apigee archives
alpha apigee deployments
alpha apigee developers
alpha apigee environments
alpha apigee operations
alpha apigee organizations
alpha apigee products
alpha app
alpha app domain-mappings
alpha app ssl-certificates
alpha apphub
alpha apphub applications
alpha apphub applications services
alpha apphub applications workloads
alpha apphub discovered-services
alpha apphub discovered-workloads
alpha apphub locations
alpha apphub operations
alpha apphub service-projects
alpha artifacts
alpha artifacts apt
alpha artifacts docker
alpha artifacts docker images
alpha artifacts docker tags
alpha artifacts files
alpha artifacts generic
alpha artifacts go
alpha artifacts locations
alpha artifacts operations
alpha artifacts packages
alpha artifacts print-settings
alpha artifacts repositories
alpha artifacts repositories config
alpha artifacts settings
alpha artifacts tags
alpha artifacts versions
alpha artifacts vpcsc-config
alpha artifacts yum
alpha asset
alpha asset feeds
alpha asset operations
alpha asset saved-queries
alpha assured
alpha assured operations
alpha assured workloads
alpha assured workloads violations
alpha audit-manager
alpha audit-manager audit-reports
alpha audit-manager audit-scopes
alpha audit-manager enrollments
alpha audit-manager operations
alpha auth
alpha auth application-default
alpha auth enterprise-certificate-config
alpha auth enterprise-certificate-config create
alpha backup-dr
alpha backup-dr backup-plan-associations
alpha backup-dr backup-plan-revisions
alpha backup-dr backup-plans
alpha backup-dr backup-vaults
alpha backup-dr backups
alpha backup-dr backups restore
alpha backup-dr data-sources
alpha backup-dr locations
alpha backup-dr management-servers
alpha backup-dr operations
alpha backup-dr resource-backup-config
alpha batch
alpha batch jobs
alpha batch resource-allowances
alpha batch tasks
alpha beyondcorp
alpha beyondcorp app
alpha beyondcorp app connections
alpha beyondcorp app connectors
alpha beyondcorp app operations
alpha bigtable
alpha bigtable app-profiles
alpha bigtable app-profiles config
alpha bigtable authorized-views
alpha bigtable backups
alpha bigtable clusters
alpha bigtable hot-tablets
alpha bigtable instances
alpha bigtable instances config
alpha bigtable instances tables
alpha bigtable instances tables config
alpha bigtable logical-views
alpha bigtable materialized-views
alpha bigtable operations
alpha bigtable tables
alpha bigtable tables config
alpha billing
alpha billing accounts
alpha billing accounts projects
alpha billing budgets
alpha billing projects
alpha blockchain-node-engine
alpha blockchain-node-engine locations
alpha blockchain-node-engine nodes
alpha blockchain-node-engine operations
alpha blockchain-validator
alpha blockchain-validator blockchain-validator-configs
alpha blockchain-validator operations
alpha bms
alpha bms instances
alpha bms networks
alpha bms nfs-shares
alpha bms os-images
alpha bms serial-console-ssh-keys
alpha bms ssh-keys
alpha bms volumes
alpha bms volumes luns
alpha bms volumes snapshots
alpha bq
alpha bq datasets
alpha bq datasets config
alpha bq jobs
alpha bq jobs config
alpha bq migration-workflows
alpha bq tables
alpha bq tables config
alpha builds
alpha builds connections
alpha builds connections create
alpha builds connections update
alpha builds enterprise-config
alpha builds enterprise-config bitbucketserver
alpha builds enterprise-config github
alpha builds enterprise-config gitlab
alpha builds repositories
alpha builds triggers
alpha builds triggers config
alpha builds triggers create
alpha builds triggers update
alpha builds worker-pools
alpha certificate-manager
alpha certificate-manager certificates
alpha certificate-manager dns-authorizations
alpha certificate-manager issuance-configs
alpha certificate-manager maps
alpha certificate-manager maps entries
alpha certificate-manager operations
alpha certificate-manager trust-configs
alpha cloud-shell
alpha cloudlocationfinder
alpha cloudlocationfinder cloud-locations
alpha code
alpha composer
alpha composer environments
alpha composer environments snapshots
alpha composer environments storage
alpha composer environments storage dags
alpha composer environments storage data
alpha composer environments storage plugins
alpha composer environments user-workloads-config-maps
alpha composer environments user-workloads-secrets
alpha composer operations
alpha compute
alpha compute accelerator-types
alpha compute addresses
alpha compute addresses config
alpha compute advice
alpha compute backend-buckets
alpha compute backend-buckets config
alpha compute backend-services
alpha compute commitments
alpha compute diagnose
alpha compute disk-settings
alpha compute disk-types
alpha compute disks
alpha compute disks bulk
alpha compute disks config
alpha compute external-vpn-gateways
alpha compute firewall-policies
alpha compute firewall-policies associations
alpha compute firewall-policies mirroring-rules
alpha compute firewall-policies rules
alpha compute firewall-rules
alpha compute firewall-rules config
alpha compute forwarding-rules
alpha compute forwarding-rules config
alpha compute future-reservations
alpha compute health-checks
alpha compute health-checks create
alpha compute health-checks update
alpha compute http-health-checks
alpha compute https-health-checks
alpha compute images
alpha compute images packages
alpha compute images vulnerabilities
alpha compute instance-groups
alpha compute instance-groups managed
alpha compute instance-groups managed all-instances-config
alpha compute instance-groups managed instance-configs
alpha compute instance-groups managed resize-requests
alpha compute instance-groups managed rolling-action
alpha compute instance-groups unmanaged
alpha compute instance-templates
alpha compute instances
alpha compute instances bulk
alpha compute instances config
alpha compute instances network-interfaces
alpha compute instances ops-agents
alpha compute instances ops-agents policies
alpha compute instances os-inventory
alpha compute instances vulnerabilities
alpha compute instant-snapshot-groups
alpha compute instant-snapshots
alpha compute interconnects
alpha compute interconnects application-awareness
alpha compute interconnects attachments
alpha compute interconnects attachments dedicated
alpha compute interconnects attachments groups
alpha compute interconnects attachments l2-forwarding
alpha compute interconnects attachments partner
alpha compute interconnects cross-site-networks
alpha compute interconnects groups
alpha compute interconnects locations
alpha compute interconnects macsec
alpha compute interconnects remote-locations
alpha compute interconnects wire-groups
alpha compute machine-images
alpha compute machine-types
alpha compute network-attachments
alpha compute network-edge-security-services
alpha compute network-endpoint-groups
alpha compute network-firewall-policies
alpha compute network-firewall-policies associations
alpha compute network-firewall-policies mirroring-rules
alpha compute network-firewall-policies rules
alpha compute network-profiles
alpha compute networks
alpha compute networks peerings
alpha compute networks subnets
alpha compute networks subnets config
alpha compute operations
alpha compute org-security-policies
alpha compute org-security-policies associations
alpha compute org-security-policies rules
alpha compute os-config
alpha compute os-config instance-os-policies-compliances
alpha compute os-config inventories
alpha compute os-config os-policy-assignment-reports
alpha compute os-config os-policy-assignments
alpha compute os-config os-policy-assignments operations
alpha compute os-config policy-orchestrators
alpha compute os-config vulnerability-reports
alpha compute os-login
alpha compute os-login ssh-keys
alpha compute packet-mirrorings
alpha compute preview-features
alpha compute project-info
alpha compute project-zonal-metadata
alpha compute public-advertised-prefixes
alpha compute public-delegated-prefixes
alpha compute public-delegated-prefixes delegated-sub-prefixes
alpha compute queued-resources
alpha compute regions
alpha compute reservations
alpha compute reservations blocks
alpha compute reservations sub-blocks
alpha compute resource-policies
alpha compute resource-policies create
alpha compute resource-policies create vm-maintenance
alpha compute resource-policies update
alpha compute routers
alpha compute routers nats
alpha compute routers nats rules
alpha compute routes
alpha compute security-policies
alpha compute security-policies rules
alpha compute service-attachments
alpha compute shared-vpc
alpha compute shared-vpc associated-projects
alpha compute shared-vpc organizations
alpha compute snapshot-groups
alpha compute snapshot-settings
alpha compute snapshots
alpha compute sole-tenancy
alpha compute sole-tenancy node-groups
alpha compute sole-tenancy node-templates
alpha compute sole-tenancy node-types
alpha compute ssl-certificates
alpha compute ssl-policies
alpha compute ssl-policies config
alpha compute storage-pool-types
alpha compute storage-pools
alpha compute target-grpc-proxies
alpha compute target-grpc-proxies config
alpha compute target-http-proxies
alpha compute target-http-proxies config
alpha compute target-https-proxies
alpha compute target-https-proxies config
alpha compute target-instances
alpha compute target-instances config
alpha compute target-pools
alpha compute target-pools config
alpha compute target-ssl-proxies
alpha compute target-ssl-proxies config
alpha compute target-tcp-proxies
alpha compute target-tcp-proxies config
alpha compute target-vpn-gateways
alpha compute target-vpn-gateways config
alpha compute tpus
alpha compute tpus accelerator-types
alpha compute tpus execution-groups
alpha compute tpus locations
alpha compute tpus queued-resources
alpha compute tpus reservations
alpha compute tpus topologies
alpha compute tpus tpu-vm
alpha compute tpus tpu-vm accelerator-types
alpha compute tpus tpu-vm service-identity
alpha compute tpus tpu-vm versions
alpha compute tpus versions
alpha compute url-maps
alpha compute url-maps config
alpha compute vpn-gateways
alpha compute vpn-gateways config
alpha compute vpn-tunnels
alpha compute vpn-tunnels config
alpha compute zones
alpha config
alpha config configurations
alpha container
alpha container ai
alpha container ai profiles
alpha container ai profiles accelerators
alpha container ai profiles manifests
alpha container ai profiles model-and-server-combinations
alpha container ai profiles model-server-versions
alpha container ai profiles model-servers
alpha container ai profiles models
alpha container ai recommender
alpha container ai recommender accelerators
alpha container ai recommender manifests
alpha container ai recommender model-and-server-combinations
alpha container ai recommender model-server-versions
alpha container ai recommender model-servers
alpha container ai recommender models
alpha container attached
alpha container attached clusters
alpha container attached operations
alpha container aws
alpha container aws clusters
alpha container aws node-pools
alpha container aws operations
alpha container azure
alpha container azure clients
alpha container azure clusters
alpha container azure node-pools
alpha container azure operations
alpha container backup-restore
alpha container backup-restore backup-channels
alpha container backup-restore backup-plan-bindings
alpha container backup-restore backup-plans
alpha container backup-restore backups
alpha container backup-restore locations
alpha container backup-restore operations
alpha container backup-restore restore-channels
alpha container backup-restore restore-plan-bindings
alpha container backup-restore restore-plans
alpha container backup-restore restores
alpha container backup-restore volume-backups
alpha container backup-restore volume-restores
alpha container bare-metal
alpha container bare-metal admin-clusters
alpha container bare-metal clusters
alpha container bare-metal node-pools
alpha container bare-metal operations
alpha container bare-metal standalone-clusters
alpha container binauthz
alpha container binauthz attestations
alpha container binauthz attestors
alpha container binauthz attestors public-keys
alpha container binauthz continuous-validation
alpha container binauthz policy
alpha container clusters
alpha container clusters config
alpha container fleet
alpha container fleet cloudrun
alpha container fleet clusterupgrade
alpha container fleet config-management
alpha container fleet dataplane-v2-encryption
alpha container fleet features
alpha container fleet fleetobservability
alpha container fleet identity-service
alpha container fleet ingress
alpha container fleet memberships
alpha container fleet memberships bindings
alpha container fleet memberships support-access
alpha container fleet mesh
alpha container fleet mesh debug
alpha container fleet multi-cluster-services
alpha container fleet namespaceactuation
alpha container fleet operations
alpha container fleet packages
alpha container fleet packages resource-bundles
alpha container fleet packages resource-bundles releases
alpha container fleet packages rollouts
alpha container fleet policycontroller
alpha container fleet policycontroller content
alpha container fleet policycontroller content bundles
alpha container fleet policycontroller content templates
alpha container fleet policycontroller deployment
alpha container fleet rbacrolebindingactuation
alpha container fleet scopes
alpha container fleet scopes namespaces
alpha container fleet scopes rbacrolebindings
alpha container fleet service-directory
alpha container fleet workload-identity
alpha container fleet workload-identity scope-tenancy-pool
alpha container hub
alpha container hub cloudrun
alpha container hub clusterupgrade
alpha container hub config-management
alpha container hub dataplane-v2-encryption
alpha container hub features
alpha container hub fleetobservability
alpha container hub identity-service
alpha container hub ingress
alpha container hub memberships
alpha container hub memberships bindings
alpha container hub memberships support-access
alpha container hub mesh
alpha container hub mesh debug
alpha container hub multi-cluster-services
alpha container hub namespaceactuation
alpha container hub operations
alpha container hub packages
alpha container hub packages resource-bundles
alpha container hub packages resource-bundles releases
alpha container hub packages rollouts
alpha container hub policycontroller
alpha container hub policycontroller content
alpha container hub policycontroller content bundles
alpha container hub policycontroller content templates
alpha container hub policycontroller deployment
alpha container hub rbacrolebindingactuation
alpha container hub scopes
alpha container hub scopes namespaces
alpha container hub scopes rbacrolebindings
alpha container hub service-directory
alpha container hub workload-identity
alpha container hub workload-identity scope-tenancy-pool
alpha container images
alpha container node-pools
alpha container node-pools config
alpha container operations
alpha container subnets
alpha container vmware
alpha container vmware admin-clusters
alpha container vmware clusters
alpha container vmware node-pools
alpha container vmware operations
alpha data-catalog
alpha data-catalog crawler-runs
alpha data-catalog crawlers
alpha data-catalog entries
alpha data-catalog entry-groups
alpha data-catalog tag-templates
alpha data-catalog tag-templates fields
alpha data-catalog tag-templates fields enum-values
alpha data-catalog tags
alpha data-catalog taxonomies
alpha data-catalog taxonomies policy-tags
alpha database-migration
alpha database-migration connection-profiles
alpha database-migration connection-profiles create
alpha database-migration migration-jobs
alpha database-migration operations
alpha dataflow
alpha dataflow jobs
alpha dataflow jobs config
alpha dataflow logs
alpha dataflow metrics
alpha dataflow snapshots
alpha dataplex
alpha dataplex aspect-types
alpha dataplex assets
alpha dataplex assets actions
alpha dataplex content
alpha dataplex data-attribute-bindings
alpha dataplex data-taxonomies
alpha dataplex data-taxonomies attributes
alpha dataplex datascans
alpha dataplex datascans create
alpha dataplex datascans jobs
alpha dataplex datascans update
alpha dataplex encryption-config
alpha dataplex entries
alpha dataplex entry-groups
alpha dataplex entry-links
alpha dataplex entry-types
alpha dataplex environments
alpha dataplex environments sessions
alpha dataplex glossaries
alpha dataplex glossaries categories
alpha dataplex glossaries terms
alpha dataplex lakes
alpha dataplex lakes actions
alpha dataplex metadata-jobs
alpha dataplex tasks
alpha dataplex tasks jobs
alpha dataplex zones
alpha dataplex zones actions
alpha dataproc
alpha dataproc autoscaling-policies
alpha dataproc clusters
alpha dataproc clusters gke
alpha dataproc jobs
alpha dataproc jobs submit
alpha dataproc node-groups
alpha dataproc operations
alpha dataproc workflow-templates
alpha dataproc workflow-templates add-job
alpha datastore
alpha datastore indexes
alpha datastore operations
alpha deploy
alpha deploy automation-runs
alpha deploy automations
alpha deploy custom-target-types
alpha deploy delivery-pipelines
alpha deploy deploy-policies
alpha deploy job-runs
alpha deploy releases
alpha deploy rollouts
alpha deploy targets
alpha deployment-manager
alpha deployment-manager deployments
alpha deployment-manager manifests
alpha deployment-manager operations
alpha deployment-manager resources
alpha deployment-manager type-providers
alpha deployment-manager types
alpha developer-connect
alpha developer-connect account-connectors
alpha developer-connect connections
alpha developer-connect connections git-repository-links
alpha developer-connect insights-configs
alpha developer-connect operations
alpha dialogflow
alpha dialogflow agent
alpha dialogflow entity-types
alpha dialogflow intents
alpha dlp
alpha dlp datasources
alpha dlp datasources bigquery
alpha dlp datasources datastore
alpha dlp datasources gcs
alpha dlp images
alpha dlp job-triggers
alpha dlp jobs
alpha dlp text
alpha dns
alpha dns dns-keys
alpha dns managed-zones
alpha dns managed-zones config
alpha dns operations
alpha dns policies
alpha dns policies config
alpha dns project-info
alpha dns record-sets
alpha dns record-sets changes
alpha dns record-sets transaction
alpha dns response-policies
alpha dns response-policies rules
alpha domains
alpha domains registrations
alpha domains registrations authorization-code
alpha domains registrations configure
alpha domains registrations google-domains-dns
alpha domains registrations operations
alpha edge-cache
alpha edge-cache keysets
alpha edge-cache operations
alpha edge-cache origins
alpha edge-cache services
alpha edge-cloud
alpha edge-cloud container
alpha edge-cloud container clusters
alpha edge-cloud container clusters node-pools
alpha edge-cloud container machines
alpha edge-cloud container operations
alpha edge-cloud container regions
alpha edge-cloud container vpn-connections
alpha edge-cloud container zones
alpha edge-cloud networking
alpha edge-cloud networking interconnects
alpha edge-cloud networking interconnects attachments
alpha edge-cloud networking interconnects attachments dedicated
alpha edge-cloud networking networks
alpha edge-cloud networking operations
alpha edge-cloud networking routers
alpha edge-cloud networking subnets
alpha edge-cloud networking zones
alpha emulators
alpha emulators bigtable
alpha emulators datastore
alpha emulators firestore
alpha emulators pubsub
alpha emulators spanner
alpha endpoints
alpha endpoints configs
alpha endpoints operations
alpha endpoints quota
alpha endpoints services
alpha essential-contacts
alpha filestore
alpha filestore backups
alpha filestore instances
alpha filestore locations
alpha filestore operations
alpha filestore regions
alpha filestore snapshots
alpha filestore zones
alpha firebase
alpha firebase test
alpha firebase test android
alpha firebase test android locales
alpha firebase test android models
alpha firebase test android versions
alpha firebase test ios
alpha firebase test ios locales
alpha firebase test ios models
alpha firebase test ios versions
alpha firebase test ip-blocks
alpha firebase test network-profiles
alpha firestore
alpha firestore backups
alpha firestore backups schedules
alpha firestore databases
alpha firestore fields
alpha firestore fields ttls
alpha firestore indexes
alpha firestore indexes composite
alpha firestore indexes fields
alpha firestore locations
alpha firestore operations
alpha firestore user-creds
alpha functions
alpha functions event-types
alpha functions local
alpha functions logs
alpha functions regions
alpha functions runtimes
alpha gemini-cloud-assist
alpha gemini-cloud-assist investigations
alpha genomics
alpha genomics operations
alpha genomics pipelines
alpha healthcare
alpha healthcare consent-stores
alpha healthcare datasets
alpha healthcare dicom-stores
alpha healthcare dicom-stores export
alpha healthcare dicom-stores import
alpha healthcare fhir-stores
alpha healthcare fhir-stores export
alpha healthcare fhir-stores import
alpha healthcare hl7v2-stores
alpha healthcare hl7v2-stores export
alpha healthcare hl7v2-stores import
alpha healthcare nlp
alpha healthcare operations
alpha iam
alpha iam oauth-clients
alpha iam oauth-clients credentials
alpha iam policies
alpha iam roles
alpha iam service-accounts
alpha iam service-accounts config
alpha iam service-accounts keys
alpha iam service-accounts keys config
alpha iam workforce-pools
alpha iam workforce-pools operations
alpha iam workforce-pools providers
alpha iam workforce-pools providers keys
alpha iam workforce-pools providers keys operations
alpha iam workforce-pools providers operations
alpha iam workload-identity-pools
alpha iam workload-identity-pools operations
alpha iam workload-identity-pools providers
alpha iam workload-identity-pools providers operations
alpha iap
alpha iap oauth-brands
alpha iap oauth-clients
alpha iap settings
alpha iap tcp
alpha iap tcp dest-groups
alpha iap web
alpha identity
alpha identity groups
alpha identity groups config
alpha identity groups memberships
alpha ids
alpha ids endpoints
alpha ids operations
alpha immersive-stream
alpha immersive-stream xr
alpha immersive-stream xr contents
alpha immersive-stream xr instances
alpha immersive-stream xr operations
alpha kms
alpha kms autokey-config
alpha kms ekm-config
alpha kms ekm-connections
alpha kms import-jobs
alpha kms inventory
alpha kms key-handles
alpha kms keyrings
alpha kms keyrings config
alpha kms keys
alpha kms keys config
alpha kms keys versions
alpha kms locations
alpha lifesciences
alpha lifesciences locations
alpha lifesciences operations
alpha lifesciences pipelines
alpha logging
alpha logging buckets
alpha logging links
alpha logging locations
alpha logging logs
alpha logging metrics
alpha logging operations
alpha logging resource-descriptors
alpha logging settings
alpha logging sinks
alpha logging views
alpha looker
alpha looker backups
alpha looker instances
alpha looker operations
alpha looker regions
alpha lustre
alpha lustre instances
alpha lustre operations
alpha managed-flink
alpha managed-flink deployments
alpha managed-flink jobs
alpha managed-kafka
alpha managed-kafka acls
alpha managed-kafka clusters
alpha managed-kafka connect-clusters
alpha managed-kafka connectors
alpha managed-kafka consumer-groups
alpha managed-kafka operations
alpha managed-kafka schema-registries
alpha managed-kafka schema-registries subject
alpha managed-kafka topics
alpha memcache
alpha memcache instances
alpha memcache instances config
alpha memcache operations
alpha memcache regions
alpha memorystore
alpha memorystore backup-collections
alpha memorystore backup-collections backups
alpha memorystore instances
alpha memorystore locations
alpha memorystore operations
alpha metastore
alpha metastore federations
alpha metastore locations
alpha metastore operations
alpha metastore services
alpha metastore services backups
alpha metastore services databases
alpha metastore services databases tables
alpha metastore services export
alpha metastore services import
alpha metastore services imports
alpha metastore services migrations
alpha migration
alpha migration vms
alpha migration vms image-imports
alpha migration vms machine-image-imports
alpha migration vms target-projects
alpha ml
alpha ml language
alpha ml speech
alpha ml speech operations
alpha ml speech recognizers
alpha ml translate
alpha ml video
alpha ml video operations
alpha ml vision
alpha ml vision operations
alpha ml vision product-search
alpha ml vision product-search images
alpha ml vision product-search product-sets
alpha ml vision product-search products
alpha ml-engine
alpha ml-engine jobs
alpha ml-engine jobs submit
alpha ml-engine local
alpha ml-engine locations
alpha ml-engine models
alpha ml-engine operations
alpha ml-engine versions
alpha model-armor
alpha model-armor floorsettings
alpha model-armor templates
alpha monitoring
alpha monitoring channel-descriptors
alpha monitoring channels
alpha monitoring channels config
alpha monitoring dashboards
alpha monitoring metrics-scopes
alpha monitoring policies
alpha monitoring policies conditions
alpha monitoring policies config
alpha monitoring snoozes
alpha monitoring uptime
alpha netapp
alpha netapp active-directories
alpha netapp locations
alpha netapp operations
alpha netapp storage-pools
alpha netapp volumes
alpha netapp volumes replications
alpha netapp volumes snapshots
alpha network-connectivity
alpha network-connectivity hubs
alpha network-connectivity internal-ranges
alpha network-connectivity policy-based-routes
alpha network-connectivity spokes
alpha network-security
alpha network-security address-groups
alpha network-security authorization-policies
alpha network-security backend-authentication-configs
alpha network-security client-tls-policies
alpha network-security firewall-endpoint-associations
alpha network-security firewall-endpoints
alpha network-security gateway-security-policies
alpha network-security gateway-security-policies rules
alpha network-security intercept-deployment-groups
alpha network-security intercept-deployments
alpha network-security intercept-endpoint-group-associations
alpha network-security intercept-endpoint-groups
alpha network-security mirroring-deployment-groups
alpha network-security mirroring-deployments
alpha network-security mirroring-endpoint-group-associations
alpha network-security mirroring-endpoint-groups
alpha network-security org-address-groups
alpha network-security security-profile-groups
alpha network-security security-profiles
alpha network-security security-profiles custom-intercept
alpha network-security security-profiles custom-mirroring
alpha network-security security-profiles threat-prevention
alpha network-security server-tls-policies
alpha network-security tls-inspection-policies
alpha network-security url-lists
alpha network-services
alpha network-services endpoint-policies
alpha network-services gateways
alpha network-services grpc-routes
alpha network-services http-filters
alpha network-services http-routes
alpha network-services meshes
alpha network-services multicast-consumer-associations
alpha network-services multicast-domain-activations
alpha network-services multicast-domain-groups
alpha network-services multicast-domains
alpha network-services multicast-group-consumer-activations
alpha network-services multicast-group-definitions
alpha network-services multicast-group-producer-activations
alpha network-services multicast-group-range-activations
alpha network-services multicast-group-ranges
alpha network-services multicast-groups
alpha network-services multicast-producer-associations
alpha network-services observability-policies
alpha network-services operations
alpha network-services route-views
alpha network-services service-bindings
alpha network-services service-lb-policies
alpha network-services tcp-routes
alpha network-services tls-routes
alpha notebooks
alpha notebooks environments
alpha notebooks instances
alpha notebooks locations
alpha organizations
alpha pam
alpha pam entitlements
alpha pam grants
alpha pam operations
alpha policy-troubleshoot
alpha projects
alpha publicca
alpha publicca external-account-keys
alpha pubsub
alpha pubsub lite-operations
alpha pubsub lite-reservations
alpha pubsub lite-subscriptions
alpha pubsub lite-topics
alpha pubsub message-transforms
alpha pubsub schemas
alpha pubsub snapshots
alpha pubsub subscriptions
alpha pubsub subscriptions config
alpha pubsub topics
alpha pubsub topics config
alpha quotas
alpha quotas info
alpha quotas preferences
alpha recaptcha
alpha recaptcha firewall-policies
alpha recaptcha keys
alpha recommender
alpha recommender insights
alpha recommender recommendations
alpha recommender recommender-configs
alpha redis
alpha redis clusters
alpha redis clusters backup-collections
alpha redis clusters backups
alpha redis instances
alpha redis instances config
alpha redis operations
alpha redis regions
alpha redis zones
alpha resource-config
alpha resource-config terraform
alpha resource-manager
alpha resource-manager folders
alpha resource-manager liens
alpha resource-manager liens config
alpha resource-manager operations
alpha resource-manager org-policies
alpha resource-manager tags
alpha resource-manager tags bindings
alpha resource-manager tags holds
alpha resource-manager tags keys
alpha resource-manager tags values
alpha run
alpha run domain-mappings
alpha run jobs
alpha run jobs executions
alpha run jobs executions logs
alpha run jobs executions tasks
alpha run jobs logs
alpha run multi-region-services
alpha run regions
alpha run revisions
alpha run revisions logs
alpha run services
alpha run services logs
alpha run worker-pools
alpha run worker-pools logs
alpha run worker-pools revisions
alpha run worker-pools revisions logs
alpha scc
alpha scc assets
alpha scc custom-modules
alpha scc custom-modules etd
alpha scc custom-modules sha
alpha scc findings
alpha scc iac-validation-reports
alpha scc manage
alpha scc manage billing-metadata
alpha scc manage custom-modules
alpha scc manage custom-modules etd
alpha scc manage custom-modules sha
alpha scc manage services
alpha scc muteconfigs
alpha scc notifications
alpha scc operations
alpha scc posture-deployments
alpha scc posture-operations
alpha scc posture-templates
alpha scc postures
alpha scc remediation-intents
alpha scc settings
alpha scc settings services
alpha scc settings services modules
alpha scc sources
alpha scheduler
alpha scheduler jobs
alpha scheduler jobs create
alpha scheduler jobs update
alpha scheduler locations
alpha secrets
alpha secrets config
alpha secrets versions
alpha secrets versions config
alpha service-directory
alpha service-directory endpoints
alpha service-directory locations
alpha service-directory namespaces
alpha service-directory services
alpha service-extensions
alpha service-extensions lb-route-extensions
alpha service-extensions lb-traffic-extensions
alpha service-extensions wasm-actions
alpha service-extensions wasm-plugin-versions
alpha service-extensions wasm-plugins
alpha services
alpha services api-keys
alpha services identity
alpha services operations
alpha services peered-dns-domains
alpha services quota
alpha services vpc-peerings
alpha services vpc-peerings operations
alpha source
alpha source project-configs
alpha source repos
alpha source repos config
alpha source-manager
alpha source-manager instances
alpha source-manager locations
alpha source-manager operations
alpha source-manager repos
alpha spanner
alpha spanner backup-schedules
alpha spanner backups
alpha spanner databases
alpha spanner databases config
alpha spanner databases ddl
alpha spanner databases roles
alpha spanner databases sessions
alpha spanner databases splits
alpha spanner instance-configs
alpha spanner instance-partitions
alpha spanner instances
alpha spanner instances config
alpha spanner migrate
alpha spanner operations
alpha spanner rows
alpha spanner samples
alpha sql
alpha sql backups
alpha sql databases
alpha sql databases config
alpha sql export
alpha sql flags
alpha sql import
alpha sql instances
alpha sql instances config
alpha sql operations
alpha sql ssl
alpha sql ssl client-certs
alpha sql ssl server-ca-certs
alpha sql ssl server-certs
alpha sql ssl-certs
alpha sql tiers
alpha sql users
alpha storage
alpha storage batch-operations
alpha storage batch-operations jobs
alpha storage buckets
alpha storage buckets anywhere-caches
alpha storage buckets notifications
alpha storage folders
alpha storage hmac
alpha storage insights
alpha storage insights dataset-configs
alpha storage insights inventory-reports
alpha storage insights inventory-reports details
alpha storage insights operations
alpha storage intelligence-configs
alpha storage managed-folders
alpha storage management-hub
alpha storage objects
alpha storage operations
alpha tasks
alpha tasks cmek-config
alpha tasks locations
alpha tasks queues
alpha telco-automation
alpha telco-automation operations
alpha telco-automation orchestration-cluster
alpha terraform
alpha topic
alpha trace
alpha trace sinks
alpha transfer
alpha transfer agent-pools
alpha transfer agents
alpha transfer appliances
alpha transfer appliances orders
alpha transfer jobs
alpha transfer jobs config
alpha transfer operations
alpha web-security-scanner
alpha web-security-scanner scan-configs
alpha web-security-scanner scan-runs
alpha web-security-scanner scan-runs findings
alpha workstations
alpha workstations clusters
alpha workstations configs
anthos
anthos auth
anthos config
anthos config controller
anthos config operations
api-gateway
api-gateway api-configs
api-gateway apis
api-gateway gateways
api-gateway operations
apigee
apigee apis
apigee applications
apigee deployments
apigee developers
apigee environments
apigee organizations
apigee products
app
app domain-mappings
app firewall-rules
app instances
app logs
app operations
app regions
app runtimes
app services
app ssl-certificates
app versions
apphub
apphub applications
apphub applications services
apphub applications workloads
apphub discovered-services
apphub discovered-workloads
apphub locations
apphub operations
apphub service-projects
artifacts
artifacts apt
artifacts attachments
artifacts docker
artifacts docker images
artifacts docker tags
artifacts docker upgrade
artifacts files
artifacts generic
artifacts go
artifacts locations
artifacts operations
artifacts packages
artifacts print-settings
artifacts repositories
artifacts rules
artifacts sbom
artifacts settings
artifacts tags
artifacts versions
artifacts vpcsc-config
artifacts vulnerabilities
artifacts yum
asset
asset feeds
asset operations
asset saved-queries
assured
assured operations
assured workloads
assured workloads violations
audit-manager
audit-manager audit-reports
audit-manager audit-scopes
audit-manager enrollments
audit-manager operations
auth
auth application-default
auth enterprise-certificate-config
auth enterprise-certificate-config create
backup-dr
backup-dr backup-plan-associations
backup-dr backup-plans
backup-dr backup-vaults
backup-dr backups
backup-dr backups restore
backup-dr data-sources
backup-dr locations
backup-dr management-servers
backup-dr operations
batch
batch jobs
batch tasks
beta
beta access-approval
beta access-approval requests
beta access-approval settings
beta access-context-manager
beta access-context-manager levels
beta access-context-manager levels conditions
beta access-context-manager perimeters
beta access-context-manager perimeters dry-run
beta access-context-manager policies
beta access-context-manager supported-services
beta active-directory
beta active-directory domains
beta active-directory domains backups
beta active-directory domains migration
beta active-directory domains sql-integrations
beta active-directory domains trusts
beta active-directory operations
beta active-directory peerings
beta ai
beta ai custom-jobs
beta ai endpoints
beta ai hp-tuning-jobs
beta ai index-endpoints
beta ai indexes
beta ai model-garden
beta ai model-garden models
beta ai model-monitoring-jobs
beta ai models
beta ai operations
beta ai persistent-resources
beta ai tensorboard-experiments
beta ai tensorboard-runs
beta ai tensorboard-time-series
beta ai tensorboards
beta ai-platform
beta ai-platform jobs
beta ai-platform jobs submit
beta ai-platform local
beta ai-platform models
beta ai-platform operations
beta ai-platform versions
beta alloydb
beta alloydb backups
beta alloydb clusters
beta alloydb instances
beta alloydb operations
beta alloydb users
beta anthos
beta anthos auth
beta api-gateway
beta api-gateway api-configs
beta api-gateway apis
beta api-gateway gateways
beta api-gateway operations
beta apigee
beta apigee apis
beta apigee applications
beta apigee archives
beta apigee deployments
beta apigee developers
beta apigee environments
beta apigee operations
beta apigee organizations
beta apigee products
beta app
beta app domain-mappings
beta app firewall-rules
beta app instances
beta app logs
beta app migrate-config
beta app operations
beta app regions
beta app runtimes
beta app services
beta app ssl-certificates
beta app versions
beta artifacts
beta artifacts apt
beta artifacts docker
beta artifacts docker images
beta artifacts docker tags
beta artifacts docker upgrade
beta artifacts files
beta artifacts generic
beta artifacts go
beta artifacts locations
beta artifacts operations
beta artifacts packages
beta artifacts print-settings
beta artifacts repositories
beta artifacts settings
beta artifacts tags
beta artifacts versions
beta artifacts vpcsc-config
beta artifacts yum
beta asset
beta asset feeds
beta asset operations
beta asset saved-queries
beta assured
beta assured operations
beta assured workloads
beta assured workloads violations
beta auth
beta auth application-default
beta auth enterprise-certificate-config
beta auth enterprise-certificate-config create
beta backup-dr
beta backup-dr locations
beta backup-dr management-servers
beta backup-dr operations
beta batch
beta batch jobs
beta batch tasks
beta beyondcorp
beta beyondcorp app
beta beyondcorp app connections
beta beyondcorp app connectors
beta beyondcorp app gateways
beta beyondcorp app operations
beta beyondcorp client-connector
beta beyondcorp client-connector gateways
beta beyondcorp client-connector operations
beta beyondcorp client-connector services
beta bigtable
beta bigtable app-profiles
beta bigtable authorized-views
beta bigtable backups
beta bigtable clusters
beta bigtable hot-tablets
beta bigtable instances
beta bigtable instances tables
beta bigtable logical-views
beta bigtable materialized-views
beta bigtable operations
beta bigtable tables
beta billing
beta billing accounts
beta billing budgets
beta billing projects
beta bq
beta bq migration-workflows
beta builds
beta builds connections
beta builds connections create
beta builds connections update
beta builds repositories
beta builds triggers
beta builds triggers create
beta builds triggers update
beta builds worker-pools
beta certificate-manager
beta certificate-manager certificates
beta certificate-manager dns-authorizations
beta certificate-manager issuance-configs
beta certificate-manager maps
beta certificate-manager maps entries
beta certificate-manager operations
beta certificate-manager trust-configs
beta cloud-shell
beta code
beta colab
beta colab executions
beta colab runtime-templates
beta colab runtimes
beta colab schedules
beta composer
beta composer environments
beta composer environments snapshots
beta composer environments storage
beta composer environments storage dags
beta composer environments storage data
beta composer environments storage plugins
beta composer environments user-workloads-config-maps
beta composer environments user-workloads-secrets
beta composer operations
beta compute
beta compute accelerator-types
beta compute addresses
beta compute advice
beta compute backend-buckets
beta compute backend-services
beta compute commitments
beta compute diagnose
beta compute disk-settings
beta compute disk-types
beta compute disks
beta compute disks bulk
beta compute external-vpn-gateways
beta compute firewall-policies
beta compute firewall-policies associations
beta compute firewall-policies mirroring-rules
beta compute firewall-policies rules
beta compute firewall-rules
beta compute forwarding-rules
beta compute future-reservations
beta compute health-checks
beta compute health-checks create
beta compute health-checks update
beta compute http-health-checks
beta compute https-health-checks
beta compute images
beta compute instance-groups
beta compute instance-groups managed
beta compute instance-groups managed all-instances-config
beta compute instance-groups managed instance-configs
beta compute instance-groups managed resize-requests
beta compute instance-groups managed rolling-action
beta compute instance-groups unmanaged
beta compute instance-templates
beta compute instances
beta compute instances bulk
beta compute instances network-interfaces
beta compute instances ops-agents
beta compute instances ops-agents policies
beta compute instances os-inventory
beta compute instant-snapshots
beta compute interconnects
beta compute interconnects attachments
beta compute interconnects attachments dedicated
beta compute interconnects attachments groups
beta compute interconnects attachments partner
beta compute interconnects cross-site-networks
beta compute interconnects groups
beta compute interconnects locations
beta compute interconnects macsec
beta compute interconnects remote-locations
beta compute interconnects wire-groups
beta compute machine-images
beta compute machine-types
beta compute network-attachments
beta compute network-edge-security-services
beta compute network-endpoint-groups
beta compute network-firewall-policies
beta compute network-firewall-policies associations
beta compute network-firewall-policies mirroring-rules
beta compute network-firewall-policies rules
beta compute network-profiles
beta compute networks
beta compute networks peerings
beta compute networks subnets
beta compute networks vpc-access
beta compute networks vpc-access connectors
beta compute networks vpc-access locations
beta compute networks vpc-access operations
beta compute operations
beta compute org-security-policies
beta compute org-security-policies associations
beta compute org-security-policies rules
beta compute os-config
beta compute os-config guest-policies
beta compute os-config patch-deployments
beta compute os-config patch-jobs
beta compute os-config policy-orchestrators
beta compute os-login
beta compute os-login ssh-keys
beta compute packet-mirrorings
beta compute preview-features
beta compute project-info
beta compute project-zonal-metadata
beta compute public-advertised-prefixes
beta compute public-delegated-prefixes
beta compute public-delegated-prefixes delegated-sub-prefixes
beta compute regions
beta compute reservations
beta compute reservations blocks
beta compute reservations sub-blocks
beta compute resource-policies
beta compute resource-policies create
beta compute resource-policies update
beta compute routers
beta compute routers nats
beta compute routers nats rules
beta compute routes
beta compute security-policies
beta compute security-policies rules
beta compute service-attachments
beta compute shared-vpc
beta compute shared-vpc associated-projects
beta compute shared-vpc organizations
beta compute snapshot-settings
beta compute snapshots
beta compute sole-tenancy
beta compute sole-tenancy node-groups
beta compute sole-tenancy node-templates
beta compute sole-tenancy node-types
beta compute ssl-certificates
beta compute ssl-policies
beta compute storage-pool-types
beta compute storage-pools
beta compute target-grpc-proxies
beta compute target-http-proxies
beta compute target-https-proxies
beta compute target-instances
beta compute target-pools
beta compute target-ssl-proxies
beta compute target-tcp-proxies
beta compute target-vpn-gateways
beta compute tpus
beta compute tpus accelerator-types
beta compute tpus execution-groups
beta compute tpus locations
beta compute tpus versions
beta compute url-maps
beta compute vpn-gateways
beta compute vpn-tunnels
beta compute zones
beta config
beta config configurations
beta container
beta container backup-restore
beta container backup-restore backup-channels
beta container backup-restore backup-plan-bindings
beta container backup-restore backup-plans
beta container backup-restore backups
beta container backup-restore locations
beta container backup-restore operations
beta container backup-restore restore-channels
beta container backup-restore restore-plan-bindings
beta container backup-restore restore-plans
beta container backup-restore restores
beta container backup-restore volume-backups
beta container backup-restore volume-restores
beta container bare-metal
beta container bare-metal admin-clusters
beta container bare-metal clusters
beta container bare-metal node-pools
beta container bare-metal operations
beta container binauthz
beta container binauthz attestations
beta container binauthz attestors
beta container binauthz attestors public-keys
beta container binauthz policy
beta container clusters
beta container fleet
beta container fleet cloudrun
beta container fleet clusterupgrade
beta container fleet config-management
beta container fleet dataplane-v2-encryption
beta container fleet features
beta container fleet fleetobservability
beta container fleet identity-service
beta container fleet ingress
beta container fleet memberships
beta container fleet memberships bindings
beta container fleet memberships support-access
beta container fleet mesh
beta container fleet mesh debug
beta container fleet multi-cluster-services
beta container fleet operations
beta container fleet packages
beta container fleet packages resource-bundles
beta container fleet packages resource-bundles releases
beta container fleet packages rollouts
beta container fleet policycontroller
beta container fleet policycontroller content
beta container fleet policycontroller content bundles
beta container fleet policycontroller content templates
beta container fleet policycontroller deployment
beta container fleet rbacrolebindingactuation
beta container fleet scopes
beta container fleet scopes namespaces
beta container fleet scopes rbacrolebindings
beta container hub
beta container hub cloudrun
beta container hub clusterupgrade
beta container hub config-management
beta container hub dataplane-v2-encryption
beta container hub features
beta container hub fleetobservability
beta container hub identity-service
beta container hub ingress
beta container hub memberships
beta container hub memberships bindings
beta container hub memberships support-access
beta container hub mesh
beta container hub mesh debug
beta container hub multi-cluster-services
beta container hub operations
beta container hub packages
beta container hub packages resource-bundles
beta container hub packages resource-bundles releases
beta container hub packages rollouts
beta container hub policycontroller
beta container hub policycontroller content
beta container hub policycontroller content bundles
beta container hub policycontroller content templates
beta container hub policycontroller deployment
beta container hub rbacrolebindingactuation
beta container hub scopes
beta container hub scopes namespaces
beta container hub scopes rbacrolebindings
beta container images
beta container node-pools
beta container operations
beta container subnets
beta container vmware
beta container vmware admin-clusters
beta container vmware clusters
beta container vmware node-pools
beta container vmware operations
beta data-catalog
beta data-catalog entries
beta data-catalog entry-groups
beta data-catalog tag-templates
beta data-catalog tag-templates fields
beta data-catalog tag-templates fields enum-values
beta data-catalog tags
beta data-catalog taxonomies
beta data-catalog taxonomies policy-tags
beta data-fusion
beta data-fusion instances
beta data-fusion operations
beta dataflow
beta dataflow flex-template
beta dataflow jobs
beta dataflow logs
beta dataflow metrics
beta dataflow snapshots
beta dataflow yaml
beta datapipelines
beta datapipelines pipeline
beta datapipelines pipeline job
beta dataproc
beta dataproc autoscaling-policies
beta dataproc batches
beta dataproc batches submit
beta dataproc clusters
beta dataproc clusters gke
beta dataproc jobs
beta dataproc jobs submit
beta dataproc node-groups
beta dataproc operations
beta dataproc session-templates
beta dataproc sessions
beta dataproc sessions create
beta dataproc workflow-templates
beta dataproc workflow-templates add-job
beta datastore
beta datastore indexes
beta datastore operations
beta datastream
beta datastream connection-profiles
beta datastream locations
beta datastream operations
beta datastream private-connections
beta datastream routes
beta datastream streams
beta deploy
beta deploy automation-runs
beta deploy automations
beta deploy custom-target-types
beta deploy delivery-pipelines
beta deploy deploy-policies
beta deploy job-runs
beta deploy releases
beta deploy rollouts
beta deploy targets
beta deployment-manager
beta deployment-manager deployments
beta deployment-manager manifests
beta deployment-manager operations
beta deployment-manager resources
beta deployment-manager type-providers
beta deployment-manager types
beta developer-connect
beta developer-connect connections
beta developer-connect connections git-repository-links
beta developer-connect insights-configs
beta developer-connect operations
beta dns
beta dns dns-keys
beta dns managed-zones
beta dns operations
beta dns policies
beta dns project-info
beta dns record-sets
beta dns record-sets changes
beta dns record-sets transaction
beta dns response-policies
beta dns response-policies rules
beta domains
beta domains registrations
beta domains registrations authorization-code
beta domains registrations configure
beta domains registrations google-domains-dns
beta domains registrations operations
beta emulators
beta emulators bigtable
beta emulators datastore
beta emulators firestore
beta emulators pubsub
beta emulators spanner
beta endpoints
beta endpoints configs
beta endpoints operations
beta endpoints services
beta error-reporting
beta error-reporting events
beta essential-contacts
beta eventarc
beta eventarc enrollments
beta eventarc google-api-sources
beta eventarc message-buses
beta eventarc pipelines
beta filestore
beta filestore backups
beta filestore instances
beta filestore instances snapshots
beta filestore locations
beta filestore operations
beta filestore regions
beta filestore zones
beta firebase
beta firebase test
beta firebase test android
beta firebase test android locales
beta firebase test android models
beta firebase test android versions
beta firebase test ios
beta firebase test ios locales
beta firebase test ios models
beta firebase test ios versions
beta firebase test ip-blocks
beta firebase test network-profiles
beta firestore
beta firestore backups
beta firestore backups schedules
beta firestore databases
beta firestore fields
beta firestore fields ttls
beta firestore indexes
beta firestore indexes composite
beta firestore indexes fields
beta firestore locations
beta firestore operations
beta firestore user-creds
beta functions
beta functions event-types
beta functions logs
beta functions regions
beta functions runtimes
beta healthcare
beta healthcare consent-stores
beta healthcare datasets
beta healthcare dicom-stores
beta healthcare dicom-stores export
beta healthcare dicom-stores import
beta healthcare fhir-stores
beta healthcare fhir-stores export
beta healthcare fhir-stores import
beta healthcare hl7v2-stores
beta healthcare hl7v2-stores export
beta healthcare hl7v2-stores import
beta healthcare nlp
beta healthcare operations
beta iam
beta iam policies
beta iam policy-bindings
beta iam principal-access-boundary-policies
beta iam roles
beta iam service-accounts
beta iam service-accounts keys
beta iam workforce-pools
beta iam workforce-pools operations
beta iam workforce-pools providers
beta iam workforce-pools providers keys
beta iam workforce-pools providers keys operations
beta iam workforce-pools providers operations
beta iam workload-identity-pools
beta iam workload-identity-pools operations
beta iam workload-identity-pools providers
beta iam workload-identity-pools providers operations
beta iap
beta iap oauth-brands
beta iap oauth-clients
beta iap settings
beta iap tcp
beta iap tcp dest-groups
beta iap web
beta identity
beta identity groups
beta identity groups memberships
beta ids
beta ids endpoints
beta kms
beta kms autokey-config
beta kms ekm-config
beta kms ekm-connections
beta kms import-jobs
beta kms inventory
beta kms key-handles
beta kms keyrings
beta kms keys
beta kms keys versions
beta kms locations
beta lifesciences
beta lifesciences locations
beta lifesciences operations
beta lifesciences pipelines
beta logging
beta logging buckets
beta logging links
beta logging locations
beta logging logs
beta logging metrics
beta logging operations
beta logging resource-descriptors
beta logging settings
beta logging sinks
beta logging views
beta managed-kafka
beta managed-kafka acls
beta managed-kafka clusters
beta managed-kafka consumer-groups
beta managed-kafka operations
beta managed-kafka schema-registries
beta managed-kafka topics
beta memcache
beta memcache instances
beta memcache operations
beta memcache regions
beta memorystore
beta memorystore backup-collections
beta memorystore backup-collections backups
beta memorystore instances
beta memorystore locations
beta memorystore operations
beta metastore
beta metastore federations
beta metastore locations
beta metastore operations
beta metastore services
beta metastore services backups
beta metastore services databases
beta metastore services databases tables
beta metastore services export
beta metastore services import
beta metastore services imports
beta metastore services migrations
beta ml
beta ml language
beta ml speech
beta ml speech operations
beta ml translate
beta ml video
beta ml video operations
beta ml vision
beta ml vision operations
beta ml vision product-search
beta ml vision product-search images
beta ml vision product-search product-sets
beta ml vision product-search products
beta ml-engine
beta ml-engine jobs
beta ml-engine jobs submit
beta ml-engine local
beta ml-engine models
beta ml-engine operations
beta ml-engine versions
beta monitoring
beta monitoring channel-descriptors
beta monitoring channels
beta monitoring dashboards
beta monitoring metrics-scopes
beta monitoring snoozes
beta monitoring uptime
beta netapp
beta netapp active-directories
beta netapp backup-policies
beta netapp backup-vaults
beta netapp backup-vaults backups
beta netapp kms-configs
beta netapp locations
beta netapp operations
beta netapp storage-pools
beta netapp volumes
beta netapp volumes quota-rules
beta netapp volumes replications
beta netapp volumes snapshots
beta network-connectivity
beta network-connectivity hubs
beta network-connectivity hubs groups
beta network-connectivity hubs route-tables
beta network-connectivity hubs route-tables routes
beta network-connectivity locations
beta network-connectivity operations
beta network-connectivity policy-based-routes
beta network-connectivity regional-endpoints
beta network-connectivity spokes
beta network-connectivity spokes gateways
beta network-connectivity spokes gateways advertised-routes
beta network-connectivity spokes linked-interconnect-attachments
beta network-connectivity spokes linked-producer-vpc-network
beta network-connectivity spokes linked-router-appliances
beta network-connectivity spokes linked-vpc-network
beta network-connectivity spokes linked-vpn-tunnels
beta network-management
beta network-management connectivity-tests
beta network-management operations
beta network-management vpc-flow-logs-configs
beta network-security
beta network-security address-groups
beta network-security authorization-policies
beta network-security authz-policies
beta network-security backend-authentication-configs
beta network-security client-tls-policies
beta network-security firewall-endpoint-associations
beta network-security firewall-endpoints
beta network-security gateway-security-policies
beta network-security gateway-security-policies rules
beta network-security intercept-deployment-groups
beta network-security intercept-deployments
beta network-security intercept-endpoint-group-associations
beta network-security intercept-endpoint-groups
beta network-security mirroring-deployment-groups
beta network-security mirroring-deployments
beta network-security mirroring-endpoint-group-associations
beta network-security mirroring-endpoint-groups
beta network-security org-address-groups
beta network-security secure-access-connect
beta network-security secure-access-connect attachments
beta network-security secure-access-connect realms
beta network-security security-profile-groups
beta network-security security-profiles
beta network-security security-profiles custom-intercept
beta network-security security-profiles custom-mirroring
beta network-security security-profiles threat-prevention
beta network-security server-tls-policies
beta network-security tls-inspection-policies
beta network-security url-lists
beta network-services
beta network-services endpoint-policies
beta network-services multicast-consumer-associations
beta network-services multicast-domain-activations
beta network-services multicast-domain-groups
beta network-services multicast-domains
beta network-services multicast-group-consumer-activations
beta network-services multicast-group-producer-activations
beta network-services multicast-group-range-activations
beta network-services multicast-group-ranges
beta network-services multicast-producer-associations
beta network-services operations
beta network-services service-bindings
beta network-services service-lb-policies
beta notebooks
beta notebooks environments
beta notebooks instances
beta notebooks locations
beta organizations
beta pam
beta pam entitlements
beta pam grants
beta pam operations
beta policy-intelligence
beta policy-intelligence simulate
beta policy-troubleshoot
beta projects
beta publicca
beta publicca external-account-keys
beta pubsub
beta pubsub lite-operations
beta pubsub lite-reservations
beta pubsub lite-subscriptions
beta pubsub lite-topics
beta pubsub message-transforms
beta pubsub schemas
beta pubsub snapshots
beta pubsub subscriptions
beta pubsub topics
beta quotas
beta quotas adjuster
beta quotas adjuster settings
beta quotas info
beta quotas preferences
beta recommender
beta recommender insight-type-config
beta recommender insights
beta recommender recommendations
beta recommender recommender-config
beta redis
beta redis clusters
beta redis clusters backup-collections
beta redis clusters backups
beta redis instances
beta redis operations
beta redis regions
beta redis zones
beta resource-config
beta resource-config terraform
beta resource-manager
beta resource-manager folders
beta resource-manager org-policies
beta resource-manager tags
beta resource-manager tags bindings
beta resource-manager tags holds
beta resource-manager tags keys
beta resource-manager tags values
beta run
beta run domain-mappings
beta run jobs
beta run jobs executions
beta run jobs executions logs
beta run jobs executions tasks
beta run jobs logs
beta run multi-region-services
beta run regions
beta run revisions
beta run revisions logs
beta run services
beta run services logs
beta run worker-pools
beta run worker-pools revisions
beta runtime-config
beta runtime-config configs
beta runtime-config configs variables
beta runtime-config configs waiters
beta saas-runtime
beta saas-runtime releases
beta saas-runtime rollout-kinds
beta saas-runtime rollouts
beta saas-runtime saas
beta saas-runtime tenants
beta saas-runtime unit-kinds
beta saas-runtime unit-operations
beta saas-runtime units
beta scc
beta scc assets
beta scc findings
beta scc notifications
beta scc operations
beta scc sources
beta scheduler
beta scheduler jobs
beta scheduler jobs create
beta scheduler jobs update
beta scheduler locations
beta secrets
beta secrets locations
beta secrets replication
beta secrets versions
beta service-directory
beta service-directory endpoints
beta service-directory locations
beta service-directory namespaces
beta service-directory services
beta service-extensions
beta service-extensions authz-extensions
beta service-extensions lb-edge-extensions
beta service-extensions lb-route-extensions
beta service-extensions lb-traffic-extensions
beta service-extensions wasm-plugin-versions
beta service-extensions wasm-plugins
beta services
beta services api-keys
beta services identity
beta services operations
beta services peered-dns-domains
beta services vpc-peerings
beta services vpc-peerings operations
beta source
beta source project-configs
beta source repos
beta source-manager
beta source-manager instances
beta source-manager locations
beta source-manager operations
beta source-manager repos
beta spanner
beta spanner backup-schedules
beta spanner backups
beta spanner databases
beta spanner databases ddl
beta spanner databases roles
beta spanner databases sessions
beta spanner databases splits
beta spanner instance-configs
beta spanner instance-partitions
beta spanner instances
beta spanner operations
beta spanner rows
beta spanner samples
beta sql
beta sql backups
beta sql databases
beta sql export
beta sql flags
beta sql import
beta sql instances
beta sql operations
beta sql ssl
beta sql ssl client-certs
beta sql ssl server-ca-certs
beta sql ssl server-certs
beta sql ssl-certs
beta sql tiers
beta sql users
beta tasks
beta tasks cmek-config
beta tasks locations
beta tasks queues
beta terraform
beta topic
beta workbench
beta workbench executions
beta workbench schedules
beta workflows
beta workflows executions
beta workstations
beta workstations clusters
beta workstations configs
bigtable
bigtable app-profiles
bigtable authorized-views
bigtable backups
bigtable clusters
bigtable hot-tablets
bigtable instances
bigtable instances tables
bigtable logical-views
bigtable materialized-views
bigtable operations
bigtable tables
billing
billing accounts
billing budgets
billing projects
bms
bms instances
bms networks
bms nfs-shares
bms operations
bms os-images
bms ssh-keys
bms volumes
bms volumes luns
bms volumes snapshots
bq
bq migration-workflows
builds
builds connections
builds connections create
builds connections update
builds repositories
builds triggers
builds triggers create
builds triggers update
builds worker-pools
certificate-manager
certificate-manager certificates
certificate-manager dns-authorizations
certificate-manager issuance-configs
certificate-manager maps
certificate-manager maps entries
certificate-manager operations
certificate-manager trust-configs
cloud-shell
colab
colab executions
colab runtime-templates
colab runtimes
colab schedules
components
components repositories
composer
composer environments
composer environments snapshots
composer environments storage
composer environments storage dags
composer environments storage data
composer environments storage plugins
composer environments user-workloads-config-maps
composer environments user-workloads-secrets
composer operations
compute
compute accelerator-types
compute addresses
compute backend-buckets
compute backend-services
compute commitments
compute diagnose
compute disk-types
compute disks
compute disks bulk
compute external-vpn-gateways
compute firewall-policies
compute firewall-policies associations
compute firewall-policies rules
compute firewall-rules
compute forwarding-rules
compute health-checks
compute health-checks create
compute health-checks update
compute http-health-checks
compute https-health-checks
compute images
compute instance-groups
compute instance-groups managed
compute instance-groups managed all-instances-config
compute instance-groups managed instance-configs
compute instance-groups managed resize-requests
compute instance-groups managed rolling-action
compute instance-groups unmanaged
compute instance-templates
compute instances
compute instances bulk
compute instances network-interfaces
compute instances ops-agents
compute instances ops-agents policies
compute instances os-inventory
compute instant-snapshots
compute interconnects
compute interconnects attachments
compute interconnects attachments dedicated
compute interconnects attachments groups
compute interconnects attachments partner
compute interconnects groups
compute interconnects locations
compute interconnects macsec
compute interconnects remote-locations
compute machine-images
compute machine-types
compute network-attachments
compute network-edge-security-services
compute network-endpoint-groups
compute network-firewall-policies
compute network-firewall-policies associations
compute network-firewall-policies mirroring-rules
compute network-firewall-policies rules
compute network-profiles
compute networks
compute networks peerings
compute networks subnets
compute networks vpc-access
compute networks vpc-access connectors
compute networks vpc-access locations
compute networks vpc-access operations
compute operations
compute os-config
compute os-config inventories
compute os-config os-policy-assignment-reports
compute os-config os-policy-assignments
compute os-config os-policy-assignments operations
compute os-config patch-deployments
compute os-config patch-jobs
compute os-config policy-orchestrators
compute os-config project-feature-settings
compute os-config vulnerability-reports
compute os-login
compute os-login ssh-keys
compute packet-mirrorings
compute project-info
compute project-zonal-metadata
compute public-advertised-prefixes
compute public-delegated-prefixes
compute public-delegated-prefixes delegated-sub-prefixes
compute regions
compute reservations
compute reservations blocks
compute reservations sub-blocks
compute resource-policies
compute resource-policies create
compute resource-policies update
compute routers
compute routers nats
compute routers nats rules
compute routes
compute security-policies
compute security-policies rules
compute service-attachments
compute shared-vpc
compute shared-vpc associated-projects
compute shared-vpc organizations
compute snapshot-settings
compute snapshots
compute sole-tenancy
compute sole-tenancy node-groups
compute sole-tenancy node-templates
compute sole-tenancy node-types
compute ssl-certificates
compute ssl-policies
compute storage-pool-types
compute storage-pools
compute target-grpc-proxies
compute target-http-proxies
compute target-https-proxies
compute target-instances
compute target-pools
compute target-ssl-proxies
compute target-tcp-proxies
compute target-vpn-gateways
compute tpus
compute tpus accelerator-types
compute tpus execution-groups
compute tpus locations
compute tpus queued-resources
compute tpus topologies
compute tpus tpu-vm
compute tpus tpu-vm accelerator-types
compute tpus tpu-vm service-identity
compute tpus tpu-vm versions
compute tpus versions
compute url-maps
compute vpn-gateways
compute vpn-tunnels
compute zones
config
config configurations
container
container attached
container attached clusters
container attached operations
container aws
container aws clusters
container aws node-pools
container aws operations
container azure
container azure clients
container azure clusters
container azure node-pools
container azure operations
container bare-metal
container bare-metal admin-clusters
container bare-metal clusters
container bare-metal node-pools
container bare-metal operations
container binauthz
container binauthz attestations
container binauthz attestors
container binauthz attestors public-keys
container binauthz policy
container clusters
container fleet
container fleet cloudrun
container fleet clusterupgrade
container fleet dataplane-v2-encryption
container fleet features
container fleet fleetobservability
container fleet identity-service
container fleet ingress
container fleet memberships
container fleet memberships bindings
container fleet memberships support-access
container fleet mesh
container fleet multi-cluster-services
container fleet operations
container fleet policycontroller
container fleet policycontroller content
container fleet policycontroller content bundles
container fleet policycontroller content templates
container fleet policycontroller deployment
container fleet rbacrolebindingactuation
container fleet scopes
container fleet scopes namespaces
container fleet scopes rbacrolebindings
container hub
container hub cloudrun
container hub clusterupgrade
container hub dataplane-v2-encryption
container hub features
container hub fleetobservability
container hub identity-service
container hub ingress
container hub memberships
container hub memberships bindings
container hub memberships support-access
container hub mesh
container hub multi-cluster-services
container hub operations
container hub policycontroller
container hub policycontroller content
container hub policycontroller content bundles
container hub policycontroller content templates
container hub policycontroller deployment
container hub rbacrolebindingactuation
container hub scopes
container hub scopes namespaces
container hub scopes rbacrolebindings
container images
container node-pools
container operations
container subnets
container vmware
container vmware admin-clusters
container vmware clusters
container vmware node-pools
container vmware operations
data-catalog
data-catalog entries
data-catalog entry-groups
data-catalog tag-templates
data-catalog tag-templates fields
data-catalog tag-templates fields enum-values
data-catalog tags
data-catalog taxonomies
data-catalog taxonomies policy-tags
database-migration
database-migration connection-profiles
database-migration connection-profiles create
database-migration conversion-workspaces
database-migration migration-jobs
database-migration objects
database-migration operations
database-migration private-connections
dataflow
dataflow flex-template
dataflow jobs
dataflow snapshots
dataflow yaml
dataplex
dataplex aspect-types
dataplex assets
dataplex assets actions
dataplex content
dataplex datascans
dataplex datascans create
dataplex datascans jobs
dataplex datascans update
dataplex encryption-config
dataplex entries
dataplex entry-groups
dataplex entry-types
dataplex environments
dataplex environments sessions
dataplex glossaries
dataplex glossaries categories
dataplex glossaries terms
dataplex lakes
dataplex lakes actions
dataplex metadata-jobs
dataplex tasks
dataplex tasks jobs
dataplex zones
dataplex zones actions
dataproc
dataproc autoscaling-policies
dataproc batches
dataproc batches submit
dataproc clusters
dataproc clusters gke
dataproc jobs
dataproc jobs submit
dataproc node-groups
dataproc operations
dataproc workflow-templates
dataproc workflow-templates add-job
datastore
datastore indexes
datastore operations
datastream
datastream connection-profiles
datastream locations
datastream objects
datastream operations
datastream private-connections
datastream routes
datastream streams
deploy
deploy automation-runs
deploy automations
deploy custom-target-types
deploy delivery-pipelines
deploy deploy-policies
deploy job-runs
deploy releases
deploy rollouts
deploy targets
deployment-manager
deployment-manager deployments
deployment-manager manifests
deployment-manager operations
deployment-manager resources
deployment-manager types
developer-connect
developer-connect connections
developer-connect connections git-repository-links
developer-connect insights-configs
developer-connect operations
dns
dns dns-keys
dns managed-zones
dns operations
dns policies
dns project-info
dns record-sets
dns record-sets changes
dns record-sets transaction
dns response-policies
dns response-policies rules
domains
domains registrations
domains registrations authorization-code
domains registrations configure
domains registrations google-domains-dns
domains registrations operations
edge-cache
edge-cache keysets
edge-cache operations
edge-cache origins
edge-cache services
edge-cloud
edge-cloud container
edge-cloud container clusters
edge-cloud container clusters node-pools
edge-cloud container machines
edge-cloud container operations
edge-cloud container regions
edge-cloud container vpn-connections
edge-cloud container zones
edge-cloud networking
edge-cloud networking interconnects
edge-cloud networking interconnects attachments
edge-cloud networking interconnects attachments dedicated
edge-cloud networking networks
edge-cloud networking operations
edge-cloud networking routers
edge-cloud networking subnets
edge-cloud networking zones
emulators
emulators firestore
emulators spanner
endpoints
endpoints configs
endpoints operations
endpoints services
essential-contacts
eventarc
eventarc audit-logs-provider
eventarc audit-logs-provider method-names
eventarc audit-logs-provider service-names
eventarc channel-connections
eventarc channels
eventarc google-channels
eventarc locations
eventarc providers
eventarc triggers
filestore
filestore backups
filestore instances
filestore instances snapshots
filestore locations
filestore operations
filestore regions
filestore zones
firebase
firebase test
firebase test android
firebase test android locales
firebase test android models
firebase test android versions
firebase test ios
firebase test ios locales
firebase test ios models
firebase test ios versions
firebase test network-profiles
firestore
firestore backups
firestore backups schedules
firestore databases
firestore fields
firestore fields ttls
firestore indexes
firestore indexes composite
firestore indexes fields
firestore locations
firestore operations
functions
functions event-types
functions logs
functions regions
functions runtimes
gemini
gemini code-repository-indexes
gemini code-repository-indexes repository-groups
gemini code-tools-settings
gemini code-tools-settings setting-bindings
gemini data-sharing-with-google-settings
gemini data-sharing-with-google-settings setting-bindings
gemini gemini-gcp-enablement-settings
gemini gemini-gcp-enablement-settings setting-bindings
gemini logging-settings
gemini logging-settings setting-bindings
gemini operations
gemini release-channel-settings
gemini release-channel-settings setting-bindings
healthcare
healthcare consent-stores
healthcare datasets
healthcare dicom-stores
healthcare dicom-stores export
healthcare dicom-stores import
healthcare fhir-stores
healthcare fhir-stores export
healthcare fhir-stores import
healthcare hl7v2-stores
healthcare hl7v2-stores export
healthcare hl7v2-stores import
healthcare operations
iam
iam oauth-clients
iam oauth-clients credentials
iam policies
iam policy-bindings
iam principal-access-boundary-policies
iam roles
iam service-accounts
iam service-accounts keys
iam simulator
iam workforce-pools
iam workforce-pools operations
iam workforce-pools providers
iam workforce-pools providers keys
iam workforce-pools providers keys operations
iam workforce-pools providers operations
iam workforce-pools subjects
iam workforce-pools subjects operations
iam workload-identity-pools
iam workload-identity-pools managed-identities
iam workload-identity-pools managed-identities operations
iam workload-identity-pools namespaces
iam workload-identity-pools namespaces operations
iam workload-identity-pools operations
iam workload-identity-pools providers
iam workload-identity-pools providers keys
iam workload-identity-pools providers keys operations
iam workload-identity-pools providers operations
iap
iap oauth-brands
iap oauth-clients
iap settings
iap tcp
iap tcp dest-groups
iap web
identity
identity groups
identity groups memberships
ids
ids endpoints
immersive-stream
immersive-stream xr
immersive-stream xr contents
immersive-stream xr instances
immersive-stream xr operations
infra-manager
infra-manager deployments
infra-manager previews
infra-manager resources
infra-manager revisions
infra-manager terraform-versions
kms
kms autokey-config
kms ekm-config
kms ekm-connections
kms import-jobs
kms inventory
kms key-handles
kms keyrings
kms keys
kms keys versions
kms locations
logging
logging buckets
logging links
logging locations
logging logs
logging metrics
logging operations
logging resource-descriptors
logging scopes
logging settings
logging sinks
logging views
looker
looker backups
looker instances
looker operations
looker regions
lustre
lustre instances
lustre operations
managed-kafka
managed-kafka acls
managed-kafka clusters
managed-kafka consumer-groups
managed-kafka operations
managed-kafka topics
memcache
memcache instances
memcache operations
memcache regions
memorystore
memorystore backup-collections
memorystore backup-collections backups
memorystore instances
memorystore locations
memorystore operations
metastore
metastore federations
metastore locations
metastore operations
metastore services
metastore services backups
metastore services export
metastore services import
migration
migration vms
migration vms image-imports
migration vms machine-image-imports
migration vms target-projects
ml
ml language
ml speech
ml speech operations
ml video
ml video operations
ml vision
ml-engine
ml-engine jobs
ml-engine jobs submit
ml-engine local
ml-engine models
ml-engine operations
ml-engine versions
model-armor
model-armor floorsettings
model-armor templates
monitoring
monitoring dashboards
monitoring snoozes
monitoring uptime
netapp
netapp active-directories
netapp backup-policies
netapp backup-vaults
netapp backup-vaults backups
netapp kms-configs
netapp locations
netapp operations
netapp storage-pools
netapp volumes
netapp volumes quota-rules
netapp volumes replications
netapp volumes snapshots
network-connectivity
network-connectivity hubs
network-connectivity hubs groups
network-connectivity hubs route-tables
network-connectivity hubs route-tables routes
network-connectivity internal-ranges
network-connectivity locations
network-connectivity operations
network-connectivity policy-based-routes
network-connectivity regional-endpoints
network-connectivity service-connection-policies
network-connectivity spokes
network-connectivity spokes linked-interconnect-attachments
network-connectivity spokes linked-producer-vpc-network
network-connectivity spokes linked-router-appliances
network-connectivity spokes linked-vpc-network
network-connectivity spokes linked-vpn-tunnels
network-management
network-management connectivity-tests
network-management operations
network-management vpc-flow-logs-configs
network-security
network-security address-groups
network-security authorization-policies
network-security backend-authentication-configs
network-security client-tls-policies
network-security firewall-endpoint-associations
network-security firewall-endpoints
network-security gateway-security-policies
network-security gateway-security-policies rules
network-security intercept-deployment-groups
network-security intercept-deployments
network-security intercept-endpoint-group-associations
network-security intercept-endpoint-groups
network-security mirroring-deployment-groups
network-security mirroring-deployments
network-security mirroring-endpoint-group-associations
network-security mirroring-endpoint-groups
network-security org-address-groups
network-security security-profile-groups
network-security security-profiles
network-security security-profiles custom-intercept
network-security security-profiles custom-mirroring
network-security security-profiles threat-prevention
network-security server-tls-policies
network-security tls-inspection-policies
network-security url-lists
network-services
network-services endpoint-policies
network-services gateways
network-services grpc-routes
network-services http-routes
network-services meshes
network-services operations
network-services route-views
network-services service-bindings
network-services service-lb-policies
network-services tcp-routes
network-services tls-routes
notebooks
notebooks environments
notebooks instances
notebooks locations
notebooks runtimes
observability
observability scopes
oracle-database
oracle-database autonomous-database-backups
oracle-database autonomous-database-character-sets
oracle-database autonomous-databases
oracle-database autonomous-db-versions
oracle-database cloud-exadata-infrastructures
oracle-database cloud-exadata-infrastructures db-servers
oracle-database cloud-vm-clusters
oracle-database cloud-vm-clusters db-nodes
oracle-database db-system-shapes
oracle-database entitlements
oracle-database gi-versions
oracle-database operations
org-policies
organizations
pam
pam entitlements
pam grants
pam operations
parametermanager
parametermanager parameters
parametermanager parameters versions
policy-intelligence
policy-intelligence troubleshoot-policy
policy-troubleshoot
preview
preview config
preview config configurations
privateca
privateca certificates
privateca locations
privateca pools
privateca roots
privateca subordinates
privateca templates
projects
publicca
publicca external-account-keys
pubsub
pubsub lite-operations
pubsub lite-reservations
pubsub lite-subscriptions
pubsub lite-topics
pubsub message-transforms
pubsub schemas
pubsub snapshots
pubsub subscriptions
pubsub topics
recaptcha
recaptcha firewall-policies
recaptcha keys
recommender
recommender insight-type-config
recommender insights
recommender recommendations
recommender recommender-config
redis
redis clusters
redis clusters backup-collections
redis clusters backups
redis instances
redis operations
redis regions
redis zones
resource-manager
resource-manager folders
resource-manager org-policies
resource-manager tags
resource-manager tags bindings
resource-manager tags holds
resource-manager tags keys
resource-manager tags values
run
run domain-mappings
run jobs
run jobs executions
run jobs executions tasks
run jobs logs
run regions
run revisions
run services
run services logs
scc
scc assets
scc bqexports
scc custom-modules
scc custom-modules sha
scc findings
scc iac-validation-reports
scc manage
scc manage custom-modules
scc manage custom-modules etd
scc manage custom-modules sha
scc manage services
scc muteconfigs
scc notifications
scc operations
scc posture-deployments
scc posture-operations
scc posture-templates
scc postures
scc sources
scheduler
scheduler jobs
scheduler jobs create
scheduler jobs update
scheduler locations
secrets
secrets locations
secrets replication
secrets versions
service-directory
service-directory endpoints
service-directory locations
service-directory namespaces
service-directory services
service-extensions
service-extensions lb-route-extensions
service-extensions lb-traffic-extensions
services
services api-keys
services operations
services peered-dns-domains
services vpc-peerings
services vpc-peerings operations
source
source project-configs
source repos
spanner
spanner backup-schedules
spanner backups
spanner databases
spanner databases ddl
spanner databases roles
spanner databases sessions
spanner databases splits
spanner instance-configs
spanner instance-partitions
spanner instances
spanner operations
spanner rows
spanner samples
sql
sql backups
sql databases
sql export
sql flags
sql import
sql instances
sql operations
sql ssl
sql ssl client-certs
sql ssl server-ca-certs
sql ssl server-certs
sql ssl-certs
sql tiers
sql users
storage
storage batch-operations
storage batch-operations jobs
storage buckets
storage buckets anywhere-caches
storage buckets notifications
storage folders
storage hmac
storage insights
storage insights inventory-reports
storage insights inventory-reports details
storage managed-folders
storage objects
storage operations
tasks
tasks cmek-config
tasks locations
tasks queues
telco-automation
telco-automation operations
telco-automation orchestration-cluster
topic
transcoder
transcoder jobs
transcoder templates
transfer
transfer agent-pools
transfer agents
transfer jobs
transfer operations
vmware
vmware dns-bind-permission
vmware locations
vmware network-peerings
vmware network-peerings routes
vmware network-policies
vmware network-policies external-access-rules
vmware networks
vmware node-types
vmware operations
vmware private-clouds
vmware private-clouds clusters
vmware private-clouds clusters nodes
vmware private-clouds dns-forwarding
vmware private-clouds external-addresses
vmware private-clouds hcx
vmware private-clouds hcx activationkeys
vmware private-clouds logging-servers
vmware private-clouds management-dns-zone-bindings
vmware private-clouds nsx
vmware private-clouds nsx credentials
vmware private-clouds subnets
vmware private-clouds vcenter
vmware private-clouds vcenter credentials
vmware private-connections
vmware private-connections routes
workbench
workbench instances
workflows
workflows executions
workspace-add-ons
workspace-add-ons deployments
workstations
workstations clusters
workstations configs
"""


def group_paths() -> frozenset[str]:
    """Every group path (`compute`, `compute instances`, `run jobs executions`)."""
    return frozenset(GROUP_LINES.splitlines())
